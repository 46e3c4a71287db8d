import { queryOptions, useQuery } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { adminKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { AdminUserDetailsQuery as AdminUserDetailsResult } from '@/lib/graphql/graphql';
import { AdminUserFragment } from './fragments';

export const AdminUserDetailsQuery = withFragments(
  graphql(`
    query AdminUserDetails($userId: ID!) {
      adminUser(userId: $userId) {
        user {
          ...AdminUserFields
        }
        profile {
          personalInfo {
            firstName
            lastName
            city
            country
          }
          businessInfo {
            accountType
            companyName
            legalName
          }
          developerStatus {
            verifiedAt
          }
        }
        applications {
          id
          appName
          status
          updatedAt
        }
        applicationCount
        sessions {
          id
          device
          ipAddress
          signedInAt
          lastUsedAt
        }
        history {
          id
          action
          appName
          reason
          actorName
          createdAt
        }
      }
    }
  `),
  AdminUserFragment,
);

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: async () => (await request(AdminUserDetailsQuery, { userId })).adminUser,
  });

/** One account as staff see it: profile, apps, signed-in devices and history. */
export function useAdminUser(userId: string) {
  return useQuery(adminUserQueryOptions(userId));
}

export type AdminUserDetails = AdminUserDetailsResult['adminUser'];
