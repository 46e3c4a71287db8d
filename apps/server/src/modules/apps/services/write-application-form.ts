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

/**
 * The version of a submission of the app itself. Resubmitting after a rejection continues the
 * rejected version's row (and so its conversation with the reviewer): it is in review again
 * with the new number, notes and package. Otherwise a new version starts.
 */
async function recordSubmission(tx: Database, appId: string, version: SubmittedVersion) {
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
  if (newest && !newest.isUpdate && newest.reviewStatus === 'REJECTED') {
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
        and(eq(applicationVersion.id, newest.id), eq(applicationVersion.reviewStatus, 'REJECTED')),
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
 * The write both form saves share (a new app, and a save over a DRAFT or REJECTED one), in one
 * transaction: the app row (`writeRow`, the insert or the conditional update) and, on Submit,
 * the pending version of this submission. The identifier's uniqueness is the database's: of
 * two saves racing for one identifier exactly one writes, the other gets BUNDLE_ID_TAKEN.
 */
export async function writeApplicationForm(
  db: Database,
  save: { prepared: PreparedSave; action: 'saveDraft' | 'submit' },
  writeRow: (tx: Database) => Promise<ApplicationRow>,
): Promise<ApplicationRow> {
  const { prepared, action } = save;
  try {
    return await db.transaction(async (tx) => {
      const row = await writeRow(tx);
      if (action === 'submit') await recordSubmission(tx, row.id, prepared.version);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, BUNDLE_IDENTIFIER_CONSTRAINT)) {
      throw bundleIdTaken(prepared.values.bundleIdentifier);
    }
    throw error;
  }
}
