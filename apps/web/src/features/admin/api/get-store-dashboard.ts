import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardReviewRange, utcDayOf } from '@vmu/domain';
import { ReviewTimesFragment, withFragments } from '@/lib/api/fragments';
import { adminKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { StoreDashboardQuery as StoreDashboardResult } from '@/lib/graphql/graphql';

// The admin dashboard's part of the store figures (decision 0042): what waits for review now
// and since when, the review times of the last 30 days, the payouts due this month.
export const StoreDashboardQuery = withFragments(
  graphql(`
    query StoreDashboard($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
      storeFigures(from: $from, to: $to, grouping: $grouping) {
        reviewTimes {
          all {
            ...ReviewTimesFields
          }
        }
        pending {
          newApps
          updates
          developers
          newAppsWaitingSince
          updatesWaitingSince
          developersWaitingSince
        }
        payoutsDueThisMonth {
          currency
          dueCount
          dueAmount
          paidCount
          paidAmount
          overdueCount
          overdueAmount
        }
      }
    }
  `),
  ReviewTimesFragment,
);

export const storeDashboardQueryOptions = (today: string) => {
  const range = dashboardReviewRange(today);
  return queryOptions({
    queryKey: adminKeys.storeDashboard(range.from),
    queryFn: async () => (await request(StoreDashboardQuery, range)).storeFigures,
  });
};

/** The store figures of the admin dashboard, as of today (UTC). */
export function useStoreDashboard() {
  return useQuery(storeDashboardQueryOptions(utcDayOf()));
}

export type StoreDashboard = StoreDashboardResult['storeFigures'];
