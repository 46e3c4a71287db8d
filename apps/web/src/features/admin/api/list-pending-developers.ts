import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEVELOPER_LIST_PAGE_SIZE } from '@vmu/domain';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { DeveloperUnderReviewFragment } from './fragments';
import { adminKeys } from '@/lib/api/query-keys';
import type { PendingDevelopersQuery as PendingDevelopersResult } from '@/lib/graphql/graphql';

// Every field of the pending developer item (docs/product.md, "Smaller records").
export const PendingDevelopersQuery = withFragments(
  graphql(`
    query PendingDevelopers($limit: Int, $nextToken: String) {
      listPendingDevelopers(limit: $limit, nextToken: $nextToken) {
        items {
          ...DeveloperUnderReviewFields
          onboardingData {
            appName
            appDescription
            completedSteps
          }
        }
        nextToken
      }
    }
  `),
  DeveloperUnderReviewFragment,
);

export const pendingDevelopersQueryOptions = infiniteQueryOptions({
  queryKey: adminKeys.pendingDevelopers,
  queryFn: async ({ pageParam }) =>
    (
      await request(PendingDevelopersQuery, {
        limit: DEVELOPER_LIST_PAGE_SIZE,
        nextToken: pageParam,
      })
    ).listPendingDevelopers,
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
});

/** Pending developer accounts, oldest application first, a page of 50 at a time. */
export function usePendingDevelopers() {
  return useInfiniteQuery(pendingDevelopersQueryOptions);
}

export type PendingDeveloper = PendingDevelopersResult['listPendingDevelopers']['items'][number];
