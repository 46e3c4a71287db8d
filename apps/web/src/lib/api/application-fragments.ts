import { graphql } from '@/lib/graphql-document';

// Selections of an app that several features' documents share (compose them with withFragments).

/** What an app card shows in My Applications and in the admin lists (SPEC section 2). */
export const AppCardFragment = graphql(`
  fragment AppCardFields on Application {
    appId
    appName
    shortDescription
    price
    currency
    currentVersion
    status
    visibility
    assets {
      webIcon {
        url
      }
    }
    analytics {
      totalDownloads
      activeUsers
      revenue {
        gross
      }
    }
    metadata {
      updatedAt
    }
  }
`);

/** An app's own details, as the app form edits them and staff read them (SPEC section 3). */
export const AppDetailsFragment = graphql(`
  fragment AppDetailsFields on Application {
    appId
    appName
    bundleIdentifier
    shortDescription
    longDescription
    price
    currency
    status
    extractedVersion
    rejectionReason
    categories
    ageRating {
      pegi
    }
    legalPages {
      termsAndConditions
      privacyPolicy
    }
  }
`);
