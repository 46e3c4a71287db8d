import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_LIST_PAGE_SIZE } from '@vmu/domain';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';
import type { UpdatesInReviewQuery as UpdatesInReviewResult } from '@/lib/graphql/graphql';
import { AppDeveloperFragment } from './fragments';

// App Review's second queue: updates of published apps, each beside the version it replaces.
export const UpdatesInReviewQuery = withFragments(
  graphql(`
    query UpdatesInReview($limit: Int, $nextToken: String) {
      listUpdatesInReview(limit: $limit, nextToken: $nextToken) {
        items {
          id
          versionNumber
          releaseNotes
          reviewStatus
          submittedAt
          fileSize
          application {
            appId
            appName
            currentVersion
            assets {
              webIcon {
                url
              }
            }
            ...AppDeveloperFields
          }
        }
        nextToken
      }
    }
  `),
  AppDeveloperFragment,
);

export const updatesInReviewQueryOptions = infiniteQueryOptions({
  // Under admin.all: every admin action invalidates it, so the queue reloads.
  queryKey: adminKeys.updatesInReview,
  queryFn: async ({ pageParam }) =>
    (
      await request(UpdatesInReviewQuery, {
        limit: ADMIN_LIST_PAGE_SIZE,
        nextToken: pageParam,
      })
    ).listUpdatesInReview,
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
});

/** Updates of published apps waiting for review, oldest submission first, a page at a time. */
export function useUpdatesInReview() {
  return useInfiniteQuery(updatesInReviewQueryOptions);
}

export type UpdateInReview = UpdatesInReviewResult['listUpdatesInReview']['items'][number];
