import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { payoutKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { Currency } from '@/lib/graphql/graphql';
import { PayoutStatementFragment } from './fragments';

// The developer's closed months, newest first, of one currency or all; the server pages them.
export const PayoutStatementsQuery = withFragments(
  graphql(`
    query PayoutStatements($currency: Currency, $after: String) {
      payouts {
        statements(currency: $currency, after: $after) {
          items {
            ...PayoutStatementFields
          }
          nextToken
        }
      }
    }
  `),
  PayoutStatementFragment,
);

export const payoutStatementsQueryOptions = (currency: Currency | null) =>
  infiniteQueryOptions({
    queryKey: payoutKeys.statements(currency),
    queryFn: async ({ pageParam }) =>
      (await request(PayoutStatementsQuery, { currency, after: pageParam })).payouts.statements,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** The statements of `currency` (null: every currency); the last ones stay while another loads. */
export function usePayoutStatements(currency: Currency | null) {
  return useInfiniteQuery({
    ...payoutStatementsQueryOptions(currency),
    placeholderData: keepPreviousData,
  });
}
