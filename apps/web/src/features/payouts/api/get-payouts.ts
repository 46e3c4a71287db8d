import { queryOptions, useQuery } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { payoutKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { PayoutsQuery as PayoutsResult } from '@/lib/graphql/graphql';
import { PayoutStatementFragment } from './fragments';

// What the top of /payouts shows: whether payouts can be made (and why not), each currency's
// minimum, and the month in progress per currency. The closed months are paged on their own
// (list-payout-statements.ts), so choosing a currency there does not reload this.
export const PayoutsQuery = withFragments(
  graphql(`
    query Payouts {
      payouts {
        blocker
        blockerMessage
        minimums {
          currency
          amount
        }
        currentMonth {
          ...PayoutStatementFields
        }
      }
    }
  `),
  PayoutStatementFragment,
);

export const payoutsQueryOptions = queryOptions({
  queryKey: payoutKeys.summary,
  queryFn: async () => (await request(PayoutsQuery)).payouts,
});

export function usePayouts() {
  return useQuery(payoutsQueryOptions);
}

export type Payouts = PayoutsResult['payouts'];
export type PayoutStatement = Payouts['currentMonth'][number];
