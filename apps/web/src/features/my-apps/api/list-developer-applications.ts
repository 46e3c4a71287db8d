import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DEVELOPER_LIST_PAGE_SIZE } from '@vmu/domain';
import { AppCardFragment, withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerAppKeys } from '@/lib/api/query-keys';
import type {
  AppStatus,
  DeveloperApplicationsQuery as DeveloperApplicationsResult,
} from '@/lib/graphql/graphql';

// What a card of My Applications shows (docs/product.md, "My Applications"), plus what its menu
// needs.
export const DeveloperApplicationsQuery = withFragments(
  graphql(`
    query DeveloperApplications(
      $limit: Int
      $nextToken: String
      $status: AppStatus
      $search: String
    ) {
      listDeveloperApplications(
        limit: $limit
        nextToken: $nextToken
        status: $status
        search: $search
      ) {
        items {
          ...AppCardFields
          rejectionReason
          storeUrl
        }
        nextToken
      }
    }
  `),
  AppCardFragment,
);

export interface DeveloperApplicationsFilter {
  /** Null for every status. */
  status: AppStatus | null;
  /** Trimmed; empty for no search. */
  search: string;
}

export const developerApplicationsQueryOptions = ({
  status,
  search,
}: DeveloperApplicationsFilter) =>
  infiniteQueryOptions({
    queryKey: developerAppKeys.list({ status, search }),
    queryFn: async ({ pageParam }) =>
      (
        await request(DeveloperApplicationsQuery, {
          limit: DEVELOPER_LIST_PAGE_SIZE,
          nextToken: pageParam,
          status,
          search: search || null,
        })
      ).listDeveloperApplications,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** The developer's own apps, most recently changed first, a page of 50 at a time. */
export function useDeveloperApplications(filter: DeveloperApplicationsFilter) {
  return useInfiniteQuery({
    ...developerApplicationsQueryOptions(filter),
    // While a new search or filter loads, the cards of the last one stay instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export type DeveloperApplication =
  DeveloperApplicationsResult['listDeveloperApplications']['items'][number];
