import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@vmu/domain';
import { ReviewTimesFragment, withFragments } from '@/lib/api/fragments';
import { analyticsKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { StoreFiguresQuery as StoreFiguresResult } from '@/lib/graphql/graphql';

// The store's own figures over the analytics screen's range (staff, decision 0042): everything
// /admin/analytics shows besides the store-wide series the analytics query gives.
export const StoreFiguresQuery = withFragments(
  graphql(`
    query StoreFigures($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
      storeFigures(from: $from, to: $to, grouping: $grouping) {
        from
        to
        grouping
        topApps {
          byDownloads {
            appId
            appName
            bundleIdentifier
            developerName
            downloads
          }
          byRevenue {
            appId
            appName
            bundleIdentifier
            developerName
            currency
            unitsSold
            unitsRefunded
            gross
            net
            platformFee
          }
        }
        growth {
          periods {
            start
            developersJoined
            developersVerified
            appsCreated
            appsPublished
          }
          totals {
            start
            developersJoined
            developersVerified
            appsCreated
            appsPublished
          }
        }
        reviewTimes {
          all {
            ...ReviewTimesFields
          }
          newApps {
            ...ReviewTimesFields
          }
          updates {
            ...ReviewTimesFields
          }
          developers {
            ...ReviewTimesFields
          }
          periods {
            start
            reviews {
              ...ReviewTimesFields
            }
          }
        }
        payouts {
          month
          currency
          dueCount
          dueAmount
          paidCount
          paidAmount
          carriedCount
        }
      }
    }
  `),
  ReviewTimesFragment,
);

export const storeFiguresQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.store(range),
    queryFn: async () => (await request(StoreFiguresQuery, range)).storeFigures,
  });

/** The store figures of a valid range; while new choices load, the last figures stay shown. */
export function useStoreFigures(range: AnalyticsRange) {
  return useQuery({ ...storeFiguresQueryOptions(range), placeholderData: keepPreviousData });
}

export type StoreFigures = StoreFiguresResult['storeFigures'];
