import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_LIST_PAGE_SIZE } from '@vmu/domain';
import { AppCardFragment, withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { AppDeveloperFragment } from './fragments';
import { adminKeys } from '@/lib/api/query-keys';
import type {
  AdminApplicationsQuery as AdminApplicationsResult,
  AppStatus,
} from '@/lib/graphql/graphql';

// What the review queue's cards and the All Apps cards show (docs/product.md, "Admin screens"),
// plus what the preview and the menus need. One document for both screens: they differ only in the
// filter.
export const AdminApplicationsQuery = withFragments(
  graphql(`
    query AdminApplications(
      $limit: Int
      $nextToken: String
      $status: AppStatus
      $excludeStatus: AppStatus
      $search: String
    ) {
      listAllApplications(
        limit: $limit
        nextToken: $nextToken
        status: $status
        excludeStatus: $excludeStatus
        search: $search
      ) {
        items {
          ...AppCardFields
          ...AppDeveloperFields
          bundleIdentifier
          longDescription
          categories
          ageRating {
            pegi
          }
          assets {
            heroBanner {
              url
            }
            vmupack {
              size
            }
            vmupackSize
            screenshots {
              web {
                key
                url
              }
            }
          }
          latestSubmission {
            id
            reviewStatus
            submittedAt
          }
        }
        nextToken
      }
    }
  `),
  AppCardFragment,
  AppDeveloperFragment,
);

export interface AdminApplicationsFilter {
  /** Only apps in this status; null for every status the screen lists. */
  status: AppStatus | null;
  /** Drops one status (All Apps drops SUBMITTED: those are the review queue's). */
  excludeStatus: AppStatus | null;
  /** Trimmed; empty for no search. */
  search: string;
}

export const adminApplicationsQueryOptions = ({
  status,
  excludeStatus,
  search,
}: AdminApplicationsFilter) =>
  infiniteQueryOptions({
    // Under admin.all: every admin action invalidates it, so the lists reload.
    queryKey: adminKeys.applications({ status, excludeStatus, search }),
    queryFn: async ({ pageParam }) =>
      (
        await request(AdminApplicationsQuery, {
          limit: ADMIN_LIST_PAGE_SIZE,
          nextToken: pageParam,
          status,
          excludeStatus,
          search: search || null,
        })
      ).listAllApplications,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/**
 * Apps of every developer, most recently changed first, 100 at a time
 * (docs/product.md, "Lengths and timings").
 */
export function useAdminApplications(filter: AdminApplicationsFilter) {
  return useInfiniteQuery({
    ...adminApplicationsQueryOptions(filter),
    // While a new search or filter loads, the cards of the last one stay instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export type AdminApplication = AdminApplicationsResult['listAllApplications']['items'][number];
