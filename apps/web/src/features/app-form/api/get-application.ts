import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppDetailsFragment, withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerAppKeys } from '@/lib/api/query-keys';
import type { AppFormApplicationQuery } from '@/lib/graphql/graphql';

// Everything the form shows of an app it edits (docs/product.md, "Application").
/** A stored file of an app, as the form shows it and sends it back. */
export const StoredAssetFragment = graphql(`
  fragment StoredAssetFields on AssetFile {
    key
    fileName
    url
    size
    contentType
  }
`);

export const AppFormApplicationDocument = withFragments(
  graphql(`
    query AppFormApplication($appId: ID!) {
      getApplication(appId: $appId) {
        ...AppDetailsFields
        bundleIdentifierFixed
        assets {
          vmupack {
            ...StoredAssetFields
          }
          vmuIcon {
            ...StoredAssetFields
          }
          webIcon {
            ...StoredAssetFields
          }
          heroBanner {
            ...StoredAssetFields
          }
          vmuBanner {
            ...StoredAssetFields
          }
          screenshots {
            web {
              ...StoredAssetFields
            }
          }
        }
        releaseNotes
      }
    }
  `),
  AppDetailsFragment,
  StoredAssetFragment,
);

/**
 * How a form reads the app it starts from (the edit form and the update form): each open of its
 * URL reads the app as it is now (it may have been withdrawn or approved meanwhile); the form
 * copies it once, so a reload never overwrites typing.
 */
export const READ_ONCE_FOR_FORM = {
  staleTime: 0,
  refetchOnWindowFocus: false,
  retry: false,
} as const;

export const appFormApplicationQueryOptions = (appId: string) =>
  queryOptions({
    // With My Applications' lists: a withdraw there or a save here reloads both.
    queryKey: developerAppKeys.edited(appId),
    queryFn: async () => (await request(AppFormApplicationDocument, { appId })).getApplication,
    ...READ_ONCE_FOR_FORM,
  });

/** The app being edited, read once when its edit URL opens. */
export function useAppFormApplication(appId: string) {
  return useQuery(appFormApplicationQueryOptions(appId));
}

export type EditedApplication = AppFormApplicationQuery['getApplication'];
export type StoredAsset = NonNullable<EditedApplication['assets']['webIcon']>;
