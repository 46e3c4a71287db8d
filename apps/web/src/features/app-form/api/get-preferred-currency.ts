import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerKeys } from '@/lib/api/query-keys';

export const AppFormPreferredCurrencyQuery = graphql(`
  query AppFormPreferredCurrency {
    getDeveloperProfile {
      userId
      preferences {
        currency
      }
    }
  }
`);

// Under developerKeys: a change of preferences or country reloads it with the rest.
export const preferredCurrencyQueryOptions = queryOptions({
  queryKey: [...developerKeys.all, 'preferred-currency'] as const,
  queryFn: async () =>
    (await request(AppFormPreferredCurrencyQuery)).getDeveloperProfile?.preferences.currency ??
    null,
});

/**
 * The currency a new app starts in: the developer's preferred one, which decision 0057 defaults
 * from their country; null without a developer profile.
 */
export function usePreferredCurrency() {
  return useQuery(preferredCurrencyQueryOptions);
}
