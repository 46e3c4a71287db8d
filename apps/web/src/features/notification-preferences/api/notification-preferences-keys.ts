import { developerKeys } from '@/lib/api/query-keys';

export const notificationPreferencesKeys = {
  preferences: [...developerKeys.all, 'notification-preferences'] as const,
};
