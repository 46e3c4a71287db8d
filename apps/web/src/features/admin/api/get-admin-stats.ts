import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';
import type { AdminStatsQuery as AdminStatsResult } from '@/lib/graphql/graphql';

export const AdminStatsQuery = graphql(`
  query AdminStats {
    getAdminStats {
      totalApps
      pendingReview
      pendingNewApps
      pendingUpdates
      publishedApps
      totalDevelopers
      pendingDevelopers
    }
  }
`);

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: async () => (await request(AdminStatsQuery)).getAdminStats,
});

/** Store-wide counts for the admin screens (docs/product.md, "Smaller records"). */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}

export type AdminStats = AdminStatsResult['getAdminStats'];
