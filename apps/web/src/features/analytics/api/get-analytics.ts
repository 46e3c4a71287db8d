import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@vmu/domain';
import { analyticsKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { AnalyticsQuery as AnalyticsResult } from '@/lib/graphql/graphql';

// The figures of a range (decision 0040): every period with its counts, the money of the
// periods with sales per currency, and the range's totals. Taxes and processing fees are left
// out: the screen shows gross, refunds, net, the platform's fee and the developer's share.
export const AnalyticsQuery = graphql(`
  query Analytics($appId: ID, $from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
    analytics(appId: $appId, from: $from, to: $to, grouping: $grouping) {
      from
      to
      grouping
      periods {
        start
        downloads
        activeUsers
        unitsSold
        unitsRefunded
      }
      revenue {
        start
        currency
        gross
        taxes
        processingFees
        refunds
        net
        platformFee
        developerShare
      }
      totals {
        start
        downloads
        activeUsers
        unitsSold
        unitsRefunded
      }
      revenueTotals {
        currency
        gross
        taxes
        processingFees
        refunds
        net
        platformFee
        developerShare
      }
    }
  }
`);

/** What the screen asks for: a valid range, and one app or (null) all of the viewer's apps. */
export interface AnalyticsRequest {
  appId: string | null;
  range: AnalyticsRange;
}

export const analyticsQueryOptions = ({ appId, range }: AnalyticsRequest) =>
  queryOptions({
    queryKey: analyticsKeys.range({ appId, ...range }),
    queryFn: async () => (await request(AnalyticsQuery, { appId, ...range })).analytics,
  });

/**
 * The figures of `request`, or nothing while the range is invalid (null): a range the screen
 * refuses is never sent. While new choices load, the last figures stay on screen.
 */
export function useAnalytics(analyticsRequest: AnalyticsRequest | null) {
  return useQuery({
    ...analyticsQueryOptions(
      analyticsRequest ?? { appId: null, range: { from: '', to: '', grouping: 'DAY' } },
    ),
    enabled: analyticsRequest !== null,
    placeholderData: keepPreviousData,
  });
}

export type Analytics = AnalyticsResult['analytics'];
export type AnalyticsRevenue = Analytics['revenue'][number];
