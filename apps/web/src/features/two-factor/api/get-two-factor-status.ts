import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { twoFactorKeys } from './two-factor-keys';

export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      passwordSet
      requiredForStaff
    }
  }
`);

export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: twoFactorKeys.status,
  queryFn: async () => (await request(TwoFactorStatusQuery)).twoFactorStatus,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions);
}
