import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppDetailsFragment, withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { AppDeveloperFragment } from './fragments';
import { adminKeys } from '@/lib/api/query-keys';
import type { AdminApplicationDetailsQuery as AdminApplicationDetailsResult } from '@/lib/graphql/graphql';

// View Details on All Apps: the app's fields, its versions and the audit log of admin actions.
export const AdminApplicationDetailsQuery = withFragments(
  graphql(`
    query AdminApplicationDetails($appId: ID!) {
      getApplication(appId: $appId) {
        ...AppDetailsFields
        ...AppDeveloperFields
        currentVersion
        extractedAppName
        visibility
        tags
        assets {
          vmupackSize
        }
        storeUrl
        metadata {
          createdAt
          updatedAt
          lastVersionSubmitted
        }
        versions {
          id
          versionNumber
          releaseNotes
          status
          isUpdate
          reviewNotes
          submittedAt
          decidedAt
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
  `),
  AppDetailsFragment,
  AppDeveloperFragment,
);

export const applicationDetailsQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: adminKeys.application(appId),
    queryFn: async () => (await request(AdminApplicationDetailsQuery, { appId })).getApplication,
  });

/** One app with its versions and review history; fetched only while `enabled`. */
export function useApplicationDetails(appId: string, enabled: boolean) {
  return useQuery({ ...applicationDetailsQueryOptions(appId), enabled });
}

export type ApplicationDetails = AdminApplicationDetailsResult['getApplication'];
