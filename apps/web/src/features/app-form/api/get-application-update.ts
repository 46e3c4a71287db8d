import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewMessageFragment } from '@/components/review-thread/api/send-review-message';
import { withFragments } from '@/lib/api/fragments';
import { developerAppKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { ApplicationUpdateFormQuery } from '@/lib/graphql/graphql';
import { READ_ONCE_FOR_FORM, StoredAssetFragment } from './get-application';

// What the update form (Submit New Version, decision 0034) reads: the live listing it starts from,
// the live package's name (extractedAppName) and version it compares an upload with, and the open update.
export const ListingAssetsFragment = withFragments(
  graphql(`
    fragment ListingAssetsFields on ApplicationAssets {
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
  `),
  StoredAssetFragment,
);

export const ApplicationUpdateFormDocument = withFragments(
  graphql(`
    query ApplicationUpdateForm($appId: ID!) {
      getApplication(appId: $appId) {
        appId
        appName
        bundleIdentifier
        price
        currency
        currentVersion
        status
        categories
        shortDescription
        longDescription
        ageRating {
          pegi
        }
        legalPages {
          termsAndConditions
          privacyPolicy
        }
        assets {
          ...ListingAssetsFields
        }
        extractedAppName
        openUpdate {
          id
          status
          versionNumber
          releaseNotes
          reviewNotes
          packageName
          listing {
            shortDescription
            longDescription
            pegiRating
            termsAndConditionsUrl
            privacyPolicyUrl
            assets {
              ...ListingAssetsFields
            }
          }
          messages {
            ...ReviewMessageFields
          }
        }
      }
    }
  `),
  ListingAssetsFragment,
  ReviewMessageFragment,
);

export const applicationUpdateQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: developerAppKeys.update(appId),
    queryFn: async () => (await request(ApplicationUpdateFormDocument, { appId })).getApplication,
    ...READ_ONCE_FOR_FORM,
  });

/** The app being updated and its open update, read when Submit New Version opens. */
export function useApplicationUpdate(appId: string) {
  return useQuery(applicationUpdateQueryOptions(appId));
}

export type UpdatedApplication = ApplicationUpdateFormQuery['getApplication'];
export type OpenUpdate = NonNullable<UpdatedApplication['openUpdate']>;
