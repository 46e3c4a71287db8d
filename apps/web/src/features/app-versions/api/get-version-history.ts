import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewMessageFragment } from '@/components/review-thread/api/send-review-message';
import { withFragments } from '@/lib/api/fragments';
import { developerAppKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { VersionHistoryQuery } from '@/lib/graphql/graphql';

export const VersionHistoryDocument = withFragments(
  graphql(`
    query VersionHistory($appId: ID!) {
      getApplication(appId: $appId) {
        appId
        appName
        status
        currentVersion
        openUpdate {
          id
          status
        }
        versions {
          id
          versionNumber
          releaseNotes
          status
          isUpdate
          submittedAt
          decidedAt
          reviewNotes
          fileSize
          messages {
            ...ReviewMessageFields
          }
        }
      }
    }
  `),
  ReviewMessageFragment,
);

export const versionHistoryQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: developerAppKeys.versions(appId),
    queryFn: async () => (await request(VersionHistoryDocument, { appId })).getApplication,
    retry: false,
  });

/** An app and its versions, newest first, for its version history. */
export function useVersionHistory(appId: string) {
  return useQuery(versionHistoryQueryOptions(appId));
}

export type VersionHistoryApp = VersionHistoryQuery['getApplication'];
export type HistoryVersion = VersionHistoryApp['versions'][number];
