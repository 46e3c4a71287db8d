import { and, eq, sql } from 'drizzle-orm';
import {
  ApplicationUpdateSchema,
  COMPLETE_REQUIRED_FIELDS,
  storedPegiRating,
  hasBeenPublished,
  isNewerVersion,
  packageBelongsToApp,
  packageOfAnotherApp,
  RELEASE_NOTES_REQUIRED,
  UPDATE_PACKAGE_REQUIRED,
  updateSubmitRefusal,
  versionNotNewer,
  type ApplicationUpdate,
  type ApplicationUpdateInput,
} from '@vmu/domain';
import { applicationVersion, type VersionListing } from '../../../db/schema/apps';
import { AppError } from '../../../errors';
import type { ApplicationRow, ApplicationVersionRow } from '../../apps';
import { findApplication } from '../../apps';
import { ownStoredFiles } from '../../apps';
import { keysOfAssets, removeUnreferencedFiles, type FileCleanupDeps } from '../../apps';
import { isUniqueViolation } from '../../shared/is-unique-violation';
import { parseInput } from '../../shared/parse-input';
import { updateAlreadyOpen, updateInReview, updateOnlyForPublished } from '../version-errors';
import { newestUpdateOf } from './find-update';
import { lockApplication } from './lock-application';
import { updateFormTarget } from './update-form-target';

export const ONE_OPEN_UPDATE_CONSTRAINT = 'application_version_one_open_update_idx';

type PackageDetails = { appName: string; appVersion: string; size: number };

/** The package must be a newer build of the same app (decision 0034), against the live row. */
function assertPackageFits(pack: PackageDetails, app: ApplicationRow) {
  if (!isNewerVersion(pack.appVersion, app.currentVersion)) {
    throw new AppError(
      'VERSION_NOT_NEWER',
      versionNotNewer(pack.appVersion, app.currentVersion),
      400,
      'assets.vmupack',
    );
  }
  const livePackageName = app.extractedAppName;
  if (!packageBelongsToApp(pack.appName, { appName: app.appName, livePackageName })) {
    throw new AppError(
      'PACKAGE_OF_ANOTHER_APP',
      packageOfAnotherApp(pack.appName, app.appName),
      400,
      'assets.vmupack',
    );
  }
}

/** What review needs of an update, with the field a form shows the message at. */
function assertSubmittable(update: ApplicationUpdate, app: ApplicationRow) {
  const refusal = updateSubmitRefusal(update, app.categories[0] ?? 'app');
  if (refusal === null) return;
  if (refusal === COMPLETE_REQUIRED_FIELDS) throw new AppError('INCOMPLETE_APPLICATION', refusal);
  const field =
    refusal === RELEASE_NOTES_REQUIRED
      ? 'releaseNotes'
      : refusal === UPDATE_PACKAGE_REQUIRED
        ? 'assets.vmupack'
        : undefined;
  throw new AppError('VALIDATION_FAILED', refusal, 400, field);
}

/** The listing as it will read once the update is live; what the form left out stays as live. */
function listingOf(update: ApplicationUpdate, app: ApplicationRow): VersionListing {
  return {
    shortDescription: update.shortDescription,
    longDescription: update.longDescription,
    pegiRating: storedPegiRating(app.categories[0], update.pegiRating ?? app.ageRating.pegi),
    termsAndConditionsUrl: update.termsAndConditionsUrl || null,
    privacyPolicyUrl: update.privacyPolicyUrl || null,
    assets: {
      vmupack: update.assets.vmupack,
      vmuIcon: update.assets.vmuIcon,
      webIcon: update.assets.webIcon,
      heroBanner: update.assets.heroBanner,
      vmuBanner: update.assets.vmuBanner,
      // The form uploads web screenshots; the device's own stay as the live app has them.
      screenshots: { web: update.assets.screenshots, vmu: app.assets.screenshots.vmu },
    },
  };
}

/**
 * Saves the update of a LIVE or SUSPENDED app as a draft or submits it for review (decision 0034),
 * in one transaction under the app row's lock: the open update is changed (a draft, or the last
 * rejected one, which keeps its row and conversation), or a new one is made; one in review is
 * refused (UPDATE_IN_REVIEW). The live app is not touched. Files the draft no longer names are
 * removed once it committed, unless something else still names them.
 */
export async function saveApplicationUpdate(
  deps: FileCleanupDeps,
  request: {
    appId: string;
    developerId: string;
    input: ApplicationUpdateInput;
    action: 'saveDraft' | 'submit';
  },
): Promise<ApplicationVersionRow> {
  const { db } = deps;
  const { appId, developerId, action } = request;
  const current = await findApplication(db, appId, { id: developerId });
  if (!hasBeenPublished(current.status)) throw updateOnlyForPublished();
  const update = parseInput(ApplicationUpdateSchema, request.input);
  const fileOf = await ownStoredFiles(db, developerId, update.assets);
  const packFile = update.assets.vmupack ? fileOf.get(update.assets.vmupack) : undefined;
  const pack =
    packFile?.details.kind === 'vmupack' ? { ...packFile.details, size: packFile.size } : null;
  const submitted = action === 'submit';

  let replaced: string[] = [];
  let saved: ApplicationVersionRow;
  try {
    saved = await db.transaction(async (tx) => {
      const app = await lockApplication(tx, { appId, developerId, published: true });
      if (!app) throw updateOnlyForPublished();
      if (pack) assertPackageFits(pack, app);
      if (submitted) assertSubmittable(update, app);
      const listing = listingOf(update, app);
      const values = {
        versionNumber: pack?.appVersion ?? app.currentVersion,
        packageName: pack?.appName ?? null,
        binaryKey: update.assets.vmupack,
        fileSize: pack?.size ?? null,
        releaseNotes: update.releaseNotes,
        listing,
        updatedAt: sql`now()`,
        ...(submitted ? { submittedAt: sql`now()`, decidedAt: null, reviewNotes: null } : {}),
      };

      const target = updateFormTarget(await newestUpdateOf(tx, appId), app.currentVersion);
      if (target?.reviewStatus === 'PENDING') throw updateInReview();
      // A rejected update being fixed stays rejected until it is resubmitted: its reason and
      // conversation stay with it, open to both sides, instead of becoming a fresh draft's.
      const keptStatus = target?.reviewStatus === 'REJECTED' ? 'REJECTED' : 'DRAFT';
      const reviewStatus = submitted ? ('PENDING' as const) : keptStatus;
      if (target) {
        const [row] = await tx
          .update(applicationVersion)
          .set({ ...values, reviewStatus })
          .where(
            and(
              eq(applicationVersion.id, target.id),
              eq(applicationVersion.reviewStatus, target.reviewStatus),
            ),
          )
          .returning();
        // The app's lock keeps every other change of its updates out meanwhile.
        if (!row) throw new Error(`update ${target.id} changed under the application's lock`);
        const kept = new Set(keysOfAssets(listing.assets));
        const before = [...keysOfAssets(target.listing?.assets ?? listing.assets)];
        if (target.binaryKey) before.push(target.binaryKey);
        replaced = before.filter((key) => !kept.has(key));
        return row;
      }
      const [row] = await tx
        .insert(applicationVersion)
        .values({ applicationId: appId, isUpdate: true, ...values, reviewStatus })
        .returning();
      if (!row) throw new Error('insert into application_version returned no row');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN_UPDATE_CONSTRAINT)) throw updateAlreadyOpen();
    throw error;
  }
  await removeUnreferencedFiles(deps, developerId, replaced);
  return saved;
}
