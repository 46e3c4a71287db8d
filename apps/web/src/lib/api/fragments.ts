import { graphql } from '@/lib/graphql-document';
import type { TypedDocumentString } from '@/lib/graphql/graphql';

// The selections that several features' documents share, and how a document is composed with
// the fragments it spreads. One module, so the features load one chunk for all of them.

/** A fragment document: `graphql('fragment Name on Type { ... }')`, perhaps with its own fragments. */
type FragmentDocument = TypedDocumentString<unknown, unknown>;

// The definitions each composed document is made of, so a fragment used by two fragments of
// one document is sent once (the server refuses a document that defines a name twice).
const definitionsOf = new Map<string, readonly string[]>();

/**
 * A document with the fragments it spreads appended, as the generated module would have done:
 * `withFragments(graphql('query Q { app { ...AppCard } }'), AppCardFragment)`. A document is
 * its own source text (see graphql-document.ts), so each one names the fragments it spreads
 * and they ship in the chunk of the feature using them, never in the entry chunk. A fragment
 * that spreads another is composed the same way; request() checks, in development and tests,
 * that every spread fragment is defined.
 */
export function withFragments<TDocument extends { toString(): string }>(
  document: TDocument,
  ...fragments: FragmentDocument[]
): TDocument {
  const definitions = [
    ...new Set([
      document.toString(),
      ...fragments.flatMap(
        (fragment) => definitionsOf.get(fragment.toString()) ?? [fragment.toString()],
      ),
    ]),
  ];
  const text = definitions.join('');
  definitionsOf.set(text, definitions);
  return text as unknown as TDocument;
}

/**
 * What an app card shows in My Applications and in the admin lists
 * (docs/product.md, "My Applications", "Admin screens").
 */
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
        net
        platformFee
      }
    }
    metadata {
      updatedAt
    }
  }
`);

/**
 * An app's own details, as the app form edits them and staff read them
 * (docs/product.md, "Application").
 */
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

/** A developer's name and address as onboarding collects them and staff review them. */
export const PersonalInfoFragment = graphql(`
  fragment PersonalInfoFields on PersonalInfo {
    firstName
    lastName
    address
    city
    postalCode
    country
  }
`);

/**
 * The developer's connected payment account as the payment screens show it
 * (docs/product.md, "Developer profile").
 */
export const StripeInfoFragment = graphql(`
  fragment StripeInfoFields on StripeInfo {
    connectAccountId
    accountStatus
    onboardingComplete
    chargesEnabled
    payoutsEnabled
    lastStatusUpdate
    requirementsCurrentlyDue
    requirementsEventuallyDue
    disabledReason
  }
`);

/**
 * Whether the developer may charge for apps, why not, and the account behind it
 * (docs/product.md, "Payment eligibility").
 */
export const PaymentEligibilityFragment = withFragments(
  graphql(`
    fragment PaymentEligibilityFields on PaymentEligibility {
      country
      eligible
      canCharge
      reason
      action
      message
      stripeInfo {
        ...StripeInfoFields
      }
    }
  `),
  StripeInfoFragment,
);

/** How long decided reviews waited (the store figures and the admin dashboard, decision 0042). */
export const ReviewTimesFragment = graphql(`
  fragment ReviewTimesFields on ReviewTimeSummary {
    decisions
    medianHours
    p90Hours
    medianBusinessDays
    p90BusinessDays
    withinPromise
  }
`);
