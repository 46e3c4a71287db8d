import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { queryKeys } from '@/lib/api/query-keys';
import type { AdminApplicationDetailsQuery as AdminApplicationDetailsResult } from '@/lib/graphql/graphql';

// View Details on All Apps: the app's fields, its versions and the audit log of admin actions.
export const AdminApplicationDetailsQuery = graphql(`
  query AdminApplicationDetails($appId: ID!) {
    getApplication(appId: $appId) {
      appId
      appName
      bundleIdentifier
      shortDescription
      longDescription
      price
      currency
      currentVersion
      extractedVersion
      extractedAppName
      status
      visibility
      rejectionReason
      categories
      tags
      ageRating {
        pegi
      }
      assets {
        vmupackSize
      }
      legalPages {
        termsAndConditions
        privacyPolicy
      }
      storeUrl
      metadata {
        createdAt
        updatedAt
        lastVersionSubmitted
      }
      developer {
        userId
        name
        email
      }
      versions {
        id
        versionNumber
        releaseNotes
        reviewStatus
        reviewNotes
        submittedAt
        approvedAt
        fileSize
      }
      reviewHistory {
        id
        action
        fromStatus
        toStatus
        reason
        actorName
        actorEmail
        createdAt
      }
    }
  }
`);

export const applicationDetailsQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.application(appId),
    queryFn: async () => (await request(AdminApplicationDetailsQuery, { appId })).getApplication,
  });

/** One app with its versions and review history; fetched only while `enabled`. */
export function useApplicationDetails(appId: string, enabled: boolean) {
  return useQuery({ ...applicationDetailsQueryOptions(appId), enabled });
}

export type ApplicationDetails = AdminApplicationDetailsResult['getApplication'];
