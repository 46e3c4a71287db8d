import { queryOptions, useQuery } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { DeveloperUnderReviewFragment } from './fragments';
import { adminKeys } from '@/lib/api/query-keys';
import type { DeveloperForAdminQuery as DeveloperForAdminResult } from '@/lib/graphql/graphql';

// View Developer on All Apps: the developer's profile and verification history.
export const DeveloperForAdminQuery = withFragments(
  graphql(`
    query DeveloperForAdmin($userId: ID!) {
      getDeveloperForAdmin(userId: $userId) {
        profile {
          ...DeveloperUnderReviewFields
          businessName
          developerStatus {
            verifiedAt
            verificationNotes
          }
        }
        statusHistory {
          fromStatus
          toStatus
          notes
          changedAt
          changedByName
        }
        applicationCount
      }
    }
  `),
  DeveloperUnderReviewFragment,
);

export const developerForAdminQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.developer(userId),
    queryFn: async () => (await request(DeveloperForAdminQuery, { userId })).getDeveloperForAdmin,
  });

/** A developer as staff see them; fetched only while `enabled`. */
export function useDeveloperForAdmin(userId: string, enabled: boolean) {
  return useQuery({ ...developerForAdminQueryOptions(userId), enabled });
}

export type DeveloperForAdmin = DeveloperForAdminResult['getDeveloperForAdmin'];
