import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewMessageFragment } from '@/components/review-thread/api/send-review-message';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';
import type { AdminApplicationVersionQuery as AdminApplicationVersionResult } from '@/lib/graphql/graphql';

// One version as the reviewer reads it: View Changes (what differs from the live version) and
// Conversation (its messages) share it, so a message sent reloads one query, not two.
export const AdminApplicationVersionQuery = withFragments(
  graphql(`
    query AdminApplicationVersion($versionId: ID!) {
      getApplicationVersion(versionId: $versionId) {
        id
        versionNumber
        releaseNotes
        reviewStatus
        packageName
        fileSize
        changes {
          field
          label
          kind
          before
          after
          beforeFiles {
            key
            url
            fileName
            contentType
          }
          afterFiles {
            key
            url
            fileName
            contentType
          }
        }
        messages {
          ...ReviewMessageFields
        }
        application {
          appId
          appName
          currentVersion
        }
      }
    }
  `),
  ReviewMessageFragment,
);

export const applicationVersionQueryOptions = (versionId: string) =>
  queryOptions({
    queryKey: adminKeys.version(versionId),
    queryFn: async () =>
      (await request(AdminApplicationVersionQuery, { versionId })).getApplicationVersion,
  });

/** One version with its changes and conversation; fetched only while `enabled`. */
export function useApplicationVersion(versionId: string, enabled: boolean) {
  return useQuery({ ...applicationVersionQueryOptions(versionId), enabled });
}

export type AdminApplicationVersion = AdminApplicationVersionResult['getApplicationVersion'];
export type VersionChange = AdminApplicationVersion['changes'][number];
