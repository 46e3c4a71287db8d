import { sql } from 'drizzle-orm';
import { bundleIdentifierTaken, initialStatus, type ApplicationFormInput } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application, applicationVersion } from '../../../db/schema/apps';
import { AppError } from '../../../errors';
import { isUniqueViolation } from '../../shared/is-unique-violation';
import type { ApplicationRow } from '../schema.mappers';
import { prepareApplicationSave } from './prepare-application-save';

export const BUNDLE_IDENTIFIER_CONSTRAINT = 'application_bundle_identifier_unique';

export const bundleIdTaken = (bundleIdentifier: string) =>
  new AppError('BUNDLE_ID_TAKEN', bundleIdentifierTaken(bundleIdentifier), 409);

/**
 * A new app from the form, as a draft or submitted for review (then with its first version),
 * in one transaction. The identifier's uniqueness is the database's: of two creates racing for
 * one identifier exactly one inserts, the other gets BUNDLE_ID_TAKEN.
 */
export async function createApplication(
  db: Database,
  request: { developerId: string; input: ApplicationFormInput; action: 'saveDraft' | 'submit' },
): Promise<ApplicationRow> {
  const { developerId, action } = request;
  const { values, version } = await prepareApplicationSave(db, developerId, request.input, action);
  const submitted = action === 'submit';
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(application)
        .values({
          ...values,
          developerId,
          status: initialStatus(action),
          visibility: 'PRIVATE',
          lastVersionSubmitted: submitted ? sql`now()` : null,
        })
        .returning();
      if (!row) throw new Error('insert into application returned no row');
      if (submitted) {
        await tx.insert(applicationVersion).values({
          applicationId: row.id,
          ...version,
          reviewStatus: 'PENDING',
          submittedAt: sql`now()`,
        });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, BUNDLE_IDENTIFIER_CONSTRAINT)) {
      throw bundleIdTaken(values.bundleIdentifier);
    }
    throw error;
  }
}
