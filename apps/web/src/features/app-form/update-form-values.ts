import {
  ApplicationUpdateSchema,
  isNewerVersion,
  missingForReview,
  packageBelongsToApp,
  packageOfAnotherApp,
  RELEASE_NOTES_REQUIRED,
  UPDATE_PACKAGE_REQUIRED,
  versionNotNewer,
  type ApplicationUpdate,
} from '@vmu/domain';
import type { UpdatedApplication } from './api/get-application-update';
import {
  FIELD_OF_REVIEW_LABEL,
  identityValuesOf,
  refOf,
  requiredForReview,
  schemaField,
  toDomainForm,
  type AppFormValues,
  type SaveIntent,
} from './form-values';

// The update form of a published app (Submit New Version, decision 0034) on the app form's values:
// the app's name, identifier, type and price ride along unchanged (an update never changes
// them, decision 0034), so the app form's sections and the review check apply as they are.

/** What the package read from an upload says, and the app it must be a newer build of. */
export interface PackageCheck {
  version: string | null;
  appName: string | null;
}

type AppIdentity = Pick<UpdatedApplication, 'appName' | 'currentVersion' | 'extractedAppName'>;

/**
 * The form filled from the open update's listing (a draft, or a rejected update to resubmit),
 * or from the live listing with no package yet: the new version needs a new one.
 */
export function updateFormValuesOf(app: UpdatedApplication): AppFormValues {
  const update = app.openUpdate;
  const listing = update?.listing;
  const assets = listing?.assets ?? app.assets;
  return {
    ...identityValuesOf(app),
    shortDescription: listing?.shortDescription ?? app.shortDescription,
    longDescription: listing?.longDescription ?? app.longDescription,
    pegiRating: (listing ? listing.pegiRating : app.ageRating.pegi) ?? '',
    releaseNotes: update?.releaseNotes ?? '',
    termsAndConditionsUrl:
      (listing ? listing.termsAndConditionsUrl : app.legalPages.termsAndConditions) ?? '',
    privacyPolicyUrl: (listing ? listing.privacyPolicyUrl : app.legalPages.privacyPolicy) ?? '',
    vmupack: listing ? refOf(listing.assets.vmupack) : null,
    vmuIcon: refOf(assets.vmuIcon),
    webIcon: refOf(assets.webIcon),
    heroBanner: refOf(assets.heroBanner),
    vmuBanner: refOf(assets.vmuBanner),
    screenshots: assets.screenshots.web.flatMap((shot) => refOf(shot) ?? []),
  };
}

/** What saveApplicationUpdate receives: the listing and the package, nothing of the app's identity. */
export function toUpdateInput(values: AppFormValues): ApplicationUpdate {
  const form = toDomainForm(values);
  return {
    releaseNotes: form.releaseNotes,
    shortDescription: form.shortDescription,
    longDescription: form.longDescription,
    pegiRating: form.pegiRating,
    termsAndConditionsUrl: form.termsAndConditionsUrl,
    privacyPolicyUrl: form.privacyPolicyUrl,
    assets: form.assets,
  };
}

/** Why the uploaded package cannot be this app's update, or null (the server asks the same). */
export function packageProblem(pack: PackageCheck, app: AppIdentity): string | null {
  if (pack.version !== null && !isNewerVersion(pack.version, app.currentVersion)) {
    return versionNotNewer(pack.version, app.currentVersion);
  }
  const livePackageName = app.extractedAppName ?? null;
  if (pack.appName !== null && !packageBelongsToApp(pack.appName, { ...app, livePackageName })) {
    return packageOfAnotherApp(pack.appName, app.appName);
  }
  return null;
}

/**
 * The errors of the update form for a save: the domain's ApplicationUpdateSchema (lengths,
 * addresses), the package's version and app, and for a submit what review needs (the package,
 * the release notes, then the listing, as updateSubmitRefusal orders them).
 */
export function updateFormErrors(
  values: AppFormValues,
  intent: SaveIntent,
  pack: PackageCheck,
  app: AppIdentity,
) {
  const errors: Partial<Record<keyof AppFormValues, string>> = {};
  const update = toUpdateInput(values);
  if (intent === 'submit') {
    if (!update.assets.vmupack) errors.vmupack = UPDATE_PACKAGE_REQUIRED;
    if (!update.releaseNotes) errors.releaseNotes = RELEASE_NOTES_REQUIRED;
    for (const label of missingForReview(toDomainForm(values))) {
      const field = FIELD_OF_REVIEW_LABEL[label];
      if (field) errors[field] ??= requiredForReview(label);
    }
  }
  const parsed = ApplicationUpdateSchema.safeParse(update);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = schemaField(issue.path);
      if (field) errors[field] ??= issue.message;
    }
  }
  if (update.assets.vmupack) {
    const problem = packageProblem(pack, app);
    if (problem) errors.vmupack = problem;
  }
  return errors;
}
