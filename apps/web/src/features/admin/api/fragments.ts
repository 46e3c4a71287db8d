import { PersonalInfoFragment, withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';

// Selections that several admin documents share (compose them with withFragments).

/** An app after a review decision: the lists reload, so the answer names only its new state. */
export const ReviewedAppFragment = graphql(`
  fragment ReviewedAppFields on Application {
    appId
    status
    visibility
  }
`);

/** A developer after a review decision. */
export const DecidedDeveloperFragment = graphql(`
  fragment DecidedDeveloperFields on DeveloperProfile {
    userId
    developerStatus {
      status
    }
  }
`);

/** The developer behind an app, as the admin lists and details name them. */
export const AppDeveloperFragment = graphql(`
  fragment AppDeveloperFields on Application {
    developer {
      userId
      name
      email
    }
  }
`);

/** The business side of a developer's profile, as staff review it. */
export const BusinessInfoFragment = graphql(`
  fragment BusinessInfoFields on BusinessInfo {
    accountType
    companyName
    legalName
  }
`);

/** A developer as Developer Review's cards and View Developer both show them. */
export const DeveloperUnderReviewFragment = withFragments(
  graphql(`
    fragment DeveloperUnderReviewFields on DeveloperProfile {
      userId
      email
      personalInfo {
        ...PersonalInfoFields
      }
      businessInfo {
        ...BusinessInfoFields
      }
      developerStatus {
        status
      }
      metadata {
        createdAt
      }
    }
  `),
  PersonalInfoFragment,
  BusinessInfoFragment,
);
