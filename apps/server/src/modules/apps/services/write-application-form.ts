import { and, desc, eq, sql } from 'drizzle-orm';
import { bundleIdentifierTaken } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { applicationVersion } from '../../../db/schema/apps';
import { AppError } from '../../../errors';
import { isUniqueViolation } from '../../shared/is-unique-violation';
import type { ApplicationRow } from '../schema.mappers';
import type { PreparedSave, SubmittedVersion } from './prepare-application-save';

export const BUNDLE_IDENTIFIER_CONSTRAINT = 'application_bundle_identifier_unique';

export const bundleIdTaken = (bundleIdentifier: string) =>
  new AppError('BUNDLE_ID_TAKEN', bundleIdentifierTaken(bundleIdentifier), 409);

/** The app's newest version row (its own submissions and updates alike), or undefined. */
export async function newestVersionOf(tx: Database, appId: string) {
  const [newest] = await tx
    .select({
      id: applicationVersion.id,
      isUpdate: applicationVersion.isUpdate,
      reviewStatus: applicationVersion.reviewStatus,
    })
    .from(applicationVersion)
    .where(eq(applicationVersion.applicationId, appId))
    .orderBy(desc(applicationVersion.createdAt), desc(applicationVersion.id))
    .limit(1);
  return newest;
}

/**
 * Whether a version row is the submission of the app being prepared: one the developer API
 * started as a draft (so a client can name it before it is submitted), or the last rejected one,
 * whose row and conversation a resubmission continues.
 */
export const isPreparedSubmission = (
  newest: Awaited<ReturnType<typeof newestVersionOf>>,
): newest is NonNullable<typeof newest> & { reviewStatus: 'DRAFT' | 'REJECTED' } =>
  !!newest &&
  !newest.isUpdate &&
  (newest.reviewStatus === 'DRAFT' || newest.reviewStatus === 'REJECTED');

/**
 * The version of a submission of the app itself. Resubmitting after a rejection continues the
 * rejected version's row (and so its conversation with the reviewer), and a draft version the
 * developer API started is submitted as it is: either is in review with the new number, notes and
 * package. Otherwise a new version starts.
 */
async function recordSubmission(tx: Database, appId: string, version: SubmittedVersion) {
  const newest = await newestVersionOf(tx, appId);
  if (isPreparedSubmission(newest)) {
    const [resubmitted] = await tx
      .update(applicationVersion)
      .set({
        ...version,
        reviewStatus: 'PENDING',
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
        decidedAt: null,
        reviewNotes: null,
      })
      .where(
        and(
          eq(applicationVersion.id, newest.id),
          eq(applicationVersion.reviewStatus, newest.reviewStatus),
        ),
      )
      .returning({ id: applicationVersion.id });
    if (resubmitted) return;
  }
  await tx.insert(applicationVersion).values({
    applicationId: appId,
    ...version,
    reviewStatus: 'PENDING',
    createdAt: sql`now()`,
    submittedAt: sql`now()`,
  });
}

/**
 * A draft save keeps the submission being prepared in step with the form: a draft version
 * (started by the developer API's upload) takes the form's package, number and notes, and is
 * dropped when the form no longer has a package (a draft version names a build). With
 * `startDraftVersion` (the API's upload and release notes) a rejected version being fixed takes
 * them too, staying rejected until it is resubmitted, as a rejected update does; without one, a
 * draft version starts. The browser's form saves never start one.
 */
async function keepDraftVersion(
  tx: Database,
  appId: string,
  version: SubmittedVersion,
  startDraftVersion: boolean,
) {
  const newest = await newestVersionOf(tx, appId);
  const prepared = isPreparedSubmission(newest) ? newest : undefined;
  if (prepared?.reviewStatus === 'DRAFT' && !version.binaryKey) {
    await tx.delete(applicationVersion).where(eq(applicationVersion.id, prepared.id));
    return;
  }
  if (prepared && (prepared.reviewStatus === 'DRAFT' || startDraftVersion)) {
    await tx
      .update(applicationVersion)
      .set({ ...version, updatedAt: sql`now()` })
      .where(
        and(
          eq(applicationVersion.id, prepared.id),
          eq(applicationVersion.reviewStatus, prepared.reviewStatus),
        ),
      );
    return;
  }
  if (!startDraftVersion || !version.binaryKey) return;
  await tx.insert(applicationVersion).values({
    applicationId: appId,
    ...version,
    reviewStatus: 'DRAFT',
    createdAt: sql`now()`,
  });
}

/**
 * The write both form saves share (a new app, and a save over a DRAFT or REJECTED one), in one
 * transaction: the app row (`writeRow`, the insert or the conditional update) and, on Submit,
 * the pending version of this submission, or on a draft save the draft version kept in step
 * (keepDraftVersion). The identifier's uniqueness is the database's: of
 * two saves racing for one identifier exactly one writes, the other gets BUNDLE_ID_TAKEN.
 */
export async function writeApplicationForm(
  db: Database,
  save: { prepared: PreparedSave; action: 'saveDraft' | 'submit'; startDraftVersion?: boolean },
  writeRow: (tx: Database) => Promise<ApplicationRow>,
): Promise<ApplicationRow> {
  const { prepared, action } = save;
  try {
    return await db.transaction(async (tx) => {
      const row = await writeRow(tx);
      if (action === 'submit') await recordSubmission(tx, row.id, prepared.version);
      else await keepDraftVersion(tx, row.id, prepared.version, !!save.startDraftVersion);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, BUNDLE_IDENTIFIER_CONSTRAINT)) {
      throw bundleIdTaken(prepared.values.bundleIdentifier);
    }
    throw error;
  }
}
