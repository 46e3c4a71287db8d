import { developerKeys } from '@/lib/api/query-keys';

/** Under developerKeys: any profile or payment change reloads the details with the rest. */
export const accountDetailsKeys = {
  details: [...developerKeys.all, 'account-details'] as const,
};
