import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { USERS_PAGE } from '@vmu/domain';
import { withFragments } from '@/lib/api/fragments';
import { adminKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type {
  AdminUsersQuery as AdminUsersResult,
  Role,
  UserStatusFilter,
} from '@/lib/graphql/graphql';
import { AdminUserFragment } from './fragments';

export const AdminUsersQuery = withFragments(
  graphql(`
    query AdminUsers(
      $limit: Int
      $nextToken: String
      $search: String
      $role: Role
      $status: UserStatusFilter
    ) {
      adminUsers(
        limit: $limit
        nextToken: $nextToken
        search: $search
        role: $role
        status: $status
      ) {
        items {
          ...AdminUserFields
        }
        nextToken
      }
    }
  `),
  AdminUserFragment,
);

export interface AdminUsersFilter {
  /** Trimmed; empty for no search. */
  search: string;
  role: Role | null;
  status: UserStatusFilter | null;
}

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  infiniteQueryOptions({
    // Under admin.all: every admin action reloads it.
    queryKey: adminKeys.users(filter),
    queryFn: async ({ pageParam }) =>
      (
        await request(AdminUsersQuery, {
          limit: USERS_PAGE.defaultLimit,
          nextToken: pageParam,
          search: filter.search || null,
          role: filter.role,
          status: filter.status,
        })
      ).adminUsers,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** Every account, newest first, searched and filtered on the server, 50 at a time. */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useInfiniteQuery({
    ...adminUsersQueryOptions(filter),
    // While a new search loads, the rows of the last one stay instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export type AdminUser = AdminUsersResult['adminUsers']['items'][number];
