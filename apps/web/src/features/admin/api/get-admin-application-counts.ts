import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';
import type { AdminApplicationCountsQuery as AdminApplicationCountsResult } from '@/lib/graphql/graphql';

export const AdminApplicationCountsQuery = graphql(`
  query AdminApplicationCounts($approvedSince: DateTime!) {
    getAdminApplicationCounts(approvedSince: $approvedSince) {
      draft
      submitted
      live
      suspended
      rejected
      totalExceptSubmitted
      liveSince
      updatesInReview
    }
  }
`);

export const adminApplicationCountsQueryOptions = (approvedSince: string) =>
  queryOptions({
    queryKey: adminKeys.applicationCounts(approvedSince),
    queryFn: async () =>
      (await request(AdminApplicationCountsQuery, { approvedSince })).getAdminApplicationCounts,
  });

/** Start of the admin's current day in the browser's time zone, as an ISO instant. */
export function startOfToday(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

/** Store-wide app counts per status; liveSince counts the apps approved since the start of today. */
export function useAdminApplicationCounts() {
  return useQuery(adminApplicationCountsQueryOptions(startOfToday()));
}

export type AdminApplicationCounts = AdminApplicationCountsResult['getAdminApplicationCounts'];
