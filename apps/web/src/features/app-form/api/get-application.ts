import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { queryKeys } from '@/lib/api/query-keys';
import type { AppFormApplicationQuery } from '@/lib/graphql/graphql';

// Everything the form shows of an app it edits (SPEC section 3, Application).
export const AppFormApplicationDocument = graphql(`
  query AppFormApplication($appId: ID!) {
    getApplication(appId: $appId) {
      appId
      appName
      bundleIdentifier
      bundleIdentifierFixed
      rejectionReason
      shortDescription
      longDescription
      price
      currency
      status
      extractedVersion
      categories
      ageRating {
        pegi
      }
      assets {
        vmupack {
          key
          fileName
          url
          size
          contentType
        }
        vmuIcon {
          key
          fileName
          url
          size
          contentType
        }
        webIcon {
          key
          fileName
          url
          size
          contentType
        }
        heroBanner {
          key
          fileName
          url
          size
          contentType
        }
        vmuBanner {
          key
          fileName
          url
          size
          contentType
        }
        screenshots {
          web {
            key
            fileName
            url
            size
            contentType
          }
        }
      }
      legalPages {
        termsAndConditions
        privacyPolicy
      }
      releaseNotes
    }
  }
`);

export const appFormApplicationQueryOptions = (appId: string) =>
  queryOptions({
    // With My Applications' lists: a withdraw there or a save here reloads both.
    queryKey: queryKeys.developerApps.edited(appId),
    queryFn: async () => (await request(AppFormApplicationDocument, { appId })).getApplication,
    // Each open of an edit URL reads the app as it is now (it may have been withdrawn or
    // approved meanwhile); the form copies it once, so a reload never overwrites typing.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The app being edited, read once when its edit URL opens. */
export function useAppFormApplication(appId: string) {
  return useQuery(appFormApplicationQueryOptions(appId));
}

export type EditedApplication = AppFormApplicationQuery['getApplication'];
export type StoredAsset = NonNullable<EditedApplication['assets']['webIcon']>;
