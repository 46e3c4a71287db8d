import type { Readable } from 'node:stream';
import {
  API_UPLOAD_EMPTY,
  API_UPLOAD_INTERRUPTED,
  API_UPLOAD_LENGTH_REQUIRED,
  apiVersionNotOpen,
  assetDeclarationError,
  editModeOf,
  hasBeenPublished,
  versionStatusOf,
  VMUPACK_MEDIA_TYPE,
  type ApiVersion,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import type { Storage } from '../../../platform/storage/storage';
import { invalidTransition } from '../../apps';
import type { ApplicationRow, ApplicationVersionRow } from '../../apps';
import { removeUnreferencedFiles, type FileCleanupDeps } from '../../apps';
import { saveApplicationForm } from '../../apps';
import { isPreparedSubmission, newestVersionOf } from '../../apps';
import { newestUpdateOf } from '../../app-versions';
import { saveApplicationUpdate } from '../../app-versions';
import { updateFormTarget } from '../../app-versions';
import { updateInReview } from '../../app-versions';
import { newUploadKey } from '../../uploads';
import { receiveUpload } from '../../uploads';
import { UploadError } from '../../uploads';
import { UPLOAD_URL_LIFETIME_SECONDS } from '../../uploads';
import { apiVersionOf } from '../api-answers';
import { storedAppForm, storedUpdateForm } from '../stored-forms';
import { findOwnApp, findOwnVersion } from './developer-apps';

// What a token with UPLOAD_BUILDS or SUBMIT_FOR_REVIEW changes, through the same saves as the
// portal's forms (decision 0043): a published app's build goes to its update (decision 0034,
// saveApplicationUpdate: a newer version of the same app), a never published app's to the app
// form (saveApplicationForm, as its first submission); the server decides which, as the web does.

export type DeveloperApiDeps = FileCleanupDeps & { tempDir?: string };

type Change = { vmupack?: string; releaseNotes?: string };

/**
 * The version a change goes to: a published app's update the form would open (a draft, one in
 * review, or the last rejected one being fixed), or a never published app's submission being
 * prepared (a draft version, the last rejected one, or the one in review); null when none is.
 */
async function openVersionOf(db: Database, app: ApplicationRow): Promise<{ id: string } | null> {
  if (hasBeenPublished(app.status)) {
    return updateFormTarget(await newestUpdateOf(db, app.id), app.currentVersion);
  }
  const newest = await newestVersionOf(db, app.id);
  return newest &&
    (isPreparedSubmission(newest) || (!newest.isUpdate && newest.reviewStatus === 'PENDING'))
    ? newest
    : null;
}

/** The refusals a build gets before its bytes are read: the saves below ask the same again. */
async function assertTakesBuild(db: Database, app: ApplicationRow): Promise<void> {
  if (hasBeenPublished(app.status)) {
    const update = updateFormTarget(await newestUpdateOf(db, app.id), app.currentVersion);
    if (update?.reviewStatus === 'PENDING') throw updateInReview();
  } else if (editModeOf(app.status) !== 'form') {
    throw invalidTransition('edit', app.status);
  }
}

/** Saves the change through the form's save and answers the version it went to. */
async function saveChange(
  deps: DeveloperApiDeps,
  developerId: string,
  app: ApplicationRow,
  change: Change,
  action: 'saveDraft' | 'submit',
): Promise<ApiVersion> {
  const { db } = deps;
  if (hasBeenPublished(app.status)) {
    const update = updateFormTarget(await newestUpdateOf(db, app.id), app.currentVersion);
    const saved = await saveApplicationUpdate(deps, {
      appId: app.id,
      developerId,
      input: storedUpdateForm(app, update, change),
      action,
    });
    return apiVersionOf(saved, app);
  }
  const saved = await saveApplicationForm(deps, {
    appId: app.id,
    developerId,
    input: storedAppForm(app, change),
    action,
    startDraftVersion: true,
  });
  const newest = await newestVersionOf(db, app.id);
  if (!newest) throw new Error(`saving the app ${app.id} with a package left no version`);
  return apiVersionOf(await findOwnVersion(db, saved, newest.id), saved);
}

const uploadRefusal = (error: UploadError): AppError => {
  switch (error.statusCode) {
    case 422:
      return new AppError('INVALID_PACKAGE', error.message, 422);
    case 413:
      return new AppError('PACKAGE_TOO_LARGE', error.message, 413);
    case 400:
      return new AppError('UPLOAD_INCOMPLETE', error.message, 400);
    default:
      return new AppError('UPLOAD_REFUSED', error.message, error.statusCode);
  }
};

/**
 * Receives a package's bytes as the browser's upload does (receiveUpload: streamed to a spool
 * file up to the limit, the whole package read by the @vmu/vmupack reader, then stored and
 * recorded as the developer's upload); its key, or the refusal of the same checks.
 */
async function receiveBuild(
  deps: { db: Database; storage: Storage; tempDir?: string },
  developerId: string,
  bundleIdentifier: string,
  upload: { body: Readable; contentLength: number | null; fileName: string },
): Promise<string> {
  const { body, contentLength } = upload;
  if (contentLength === null) {
    throw new AppError('LENGTH_REQUIRED', API_UPLOAD_LENGTH_REQUIRED, 411);
  }
  if (contentLength === 0) throw new AppError('VALIDATION_FAILED', API_UPLOAD_EMPTY, 400);
  // Declared as a package for the size rule only (the bytes are what is checked as a package);
  // the name shown is the one it was sent with, never this one (decision 0058).
  const fileName = `${bundleIdentifier}.vmupack`;
  const declared = { assetType: 'binary' as const, fileName, fileType: VMUPACK_MEDIA_TYPE };
  const refusal = assetDeclarationError({ ...declared, fileSize: contentLength });
  if (refusal) throw new AppError('PACKAGE_TOO_LARGE', refusal, 413);
  const grant = {
    ...declared,
    fileName: upload.fileName,
    key: newUploadKey(developerId, 'binary', fileName),
    ownerId: developerId,
    fileSize: contentLength,
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_URL_LIFETIME_SECONDS,
  };
  let outcome;
  try {
    outcome = await receiveUpload(deps, grant, body, contentLength);
  } catch (error) {
    throw error instanceof UploadError ? uploadRefusal(error) : error;
  }
  switch (outcome.kind) {
    case 'stored':
      return outcome.upload.key;
    case 'too-large':
      throw new AppError('PACKAGE_TOO_LARGE', outcome.error, 413);
    case 'aborted':
      throw new AppError('UPLOAD_INCOMPLETE', API_UPLOAD_INTERRUPTED, 400);
  }
}

/**
 * POST /apps/{bundleIdentifier}/versions: the body is the package. The app and whether it takes
 * a build are checked before a byte is read; the package is then received with the browser's
 * checks and saved as the app's draft version. A package the save refuses (not newer, another
 * app's) is removed again.
 */
export async function uploadBuild(
  deps: DeveloperApiDeps,
  developerId: string,
  bundleIdentifier: string,
  upload: { body: Readable; contentLength: number | null; fileName: string },
): Promise<ApiVersion> {
  const app = await findOwnApp(deps.db, developerId, bundleIdentifier);
  await assertTakesBuild(deps.db, app);
  const key = await receiveBuild(deps, developerId, bundleIdentifier, upload);
  try {
    return await saveChange(deps, developerId, app, { vmupack: key }, 'saveDraft');
  } catch (error) {
    await removeUnreferencedFiles(deps, developerId, [key]);
    throw error;
  }
}

/** The version of the path, which must be the one being prepared (VERSION_NOT_OPEN otherwise). */
async function requireOpenVersion(
  db: Database,
  app: ApplicationRow,
  versionId: string,
): Promise<ApplicationVersionRow> {
  const version = await findOwnVersion(db, app, versionId);
  const open = await openVersionOf(db, app);
  if (open?.id !== version.id) {
    throw new AppError(
      'VERSION_NOT_OPEN',
      apiVersionNotOpen(version.versionNumber, versionStatusOf(version, app)),
      409,
    );
  }
  return version;
}

/** PATCH /apps/{bundleIdentifier}/versions/{versionId}: the version's release notes. */
export async function setReleaseNotes(
  deps: DeveloperApiDeps,
  developerId: string,
  target: { bundleIdentifier: string; versionId: string },
  releaseNotes: string,
): Promise<ApiVersion> {
  const app = await findOwnApp(deps.db, developerId, target.bundleIdentifier);
  await requireOpenVersion(deps.db, app, target.versionId);
  return saveChange(deps, developerId, app, { releaseNotes }, 'saveDraft');
}

/** POST /apps/{bundleIdentifier}/versions/{versionId}/submit: sends the version to review. */
export async function submitVersion(
  deps: DeveloperApiDeps,
  developerId: string,
  target: { bundleIdentifier: string; versionId: string },
): Promise<ApiVersion> {
  const app = await findOwnApp(deps.db, developerId, target.bundleIdentifier);
  await requireOpenVersion(deps.db, app, target.versionId);
  return saveChange(deps, developerId, app, {}, 'submit');
}
