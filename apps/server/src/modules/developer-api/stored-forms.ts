import {
  APP_TYPES,
  PEGI_RATING_VALUES,
  type ApplicationFormInput,
  type ApplicationUpdateInput,
  type PegiRating,
} from '@vmu/domain';
import type { ApplicationRow, ApplicationVersionRow } from '../apps';

// The developer API changes one thing at a time (the package, the release notes) through the
// same saves as the portal's forms, which take the whole form: these are the forms as the portal
// would show them filled from what is stored, with the one change applied.

const pegiOf = (rating: string | null | undefined): PegiRating | null =>
  (PEGI_RATING_VALUES as readonly string[]).includes(rating ?? '') ? (rating as PegiRating) : null;

/** The app form of a DRAFT or REJECTED app as stored, with `change` applied. */
export function storedAppForm(
  app: ApplicationRow,
  change: { vmupack?: string; releaseNotes?: string },
): ApplicationFormInput {
  const appType = app.categories[0];
  const paid = app.priceCents > 0;
  return {
    appName: app.appName,
    bundleIdentifier: app.bundleIdentifier,
    appType: (APP_TYPES as readonly string[]).includes(appType ?? '')
      ? (appType as (typeof APP_TYPES)[number])
      : null,
    pricingType: paid ? 'paid' : 'free',
    price: paid ? app.priceCents / 100 : null,
    currency: app.currency,
    shortDescription: app.shortDescription,
    longDescription: app.longDescription,
    pegiRating: pegiOf(app.ageRating.pegi),
    releaseNotes: change.releaseNotes ?? app.releaseNotes,
    termsAndConditionsUrl: app.termsAndConditionsUrl ?? '',
    privacyPolicyUrl: app.privacyPolicyUrl ?? '',
    assets: {
      vmupack: change.vmupack ?? app.assets.vmupack,
      vmuIcon: app.assets.vmuIcon,
      webIcon: app.assets.webIcon,
      heroBanner: app.assets.heroBanner,
      vmuBanner: app.assets.vmuBanner,
      screenshots: app.assets.screenshots.web,
    },
  };
}

/**
 * The update form of a published app as the portal opens it: the open update's (or the rejected
 * one being fixed), else a new one starting from the live listing without a package; with
 * `change` applied.
 */
export function storedUpdateForm(
  app: ApplicationRow,
  update: ApplicationVersionRow | null,
  change: { vmupack?: string; releaseNotes?: string },
): ApplicationUpdateInput {
  const listing = update?.listing ?? {
    shortDescription: app.shortDescription,
    longDescription: app.longDescription,
    pegiRating: app.ageRating.pegi,
    termsAndConditionsUrl: app.termsAndConditionsUrl,
    privacyPolicyUrl: app.privacyPolicyUrl,
    assets: app.assets,
  };
  return {
    releaseNotes: change.releaseNotes ?? update?.releaseNotes ?? '',
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    pegiRating: pegiOf(listing.pegiRating),
    termsAndConditionsUrl: listing.termsAndConditionsUrl ?? '',
    privacyPolicyUrl: listing.privacyPolicyUrl ?? '',
    assets: {
      vmupack: change.vmupack ?? update?.binaryKey ?? null,
      vmuIcon: listing.assets.vmuIcon,
      webIcon: listing.assets.webIcon,
      heroBanner: listing.assets.heroBanner,
      vmuBanner: listing.assets.vmuBanner,
      screenshots: listing.assets.screenshots.web,
    },
  };
}
