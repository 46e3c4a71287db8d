import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, initialStatus, type ApplicationFormInput } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { developerProfile } from '../../../db/schema/developers';
import type { ApplicationRow } from '../schema.mappers';
import { prepareApplicationSave } from './prepare-application-save';
import { writeApplicationForm } from './write-application-form';

/**
 * A new app from the form, as a draft or submitted for review (then with its first version),
 * in one transaction. Of two creates racing for one identifier exactly one inserts, the other
 * gets BUNDLE_ID_TAKEN. A form that names no currency starts in the developer's preferred one
 * (defaulted from their country, decision 0057).
 */
export async function createApplication(
  db: Database,
  request: { developerId: string; input: ApplicationFormInput; action: 'saveDraft' | 'submit' },
): Promise<ApplicationRow> {
  const { developerId, action } = request;
  const [profile] = await db
    .select({ currency: developerProfile.currency })
    .from(developerProfile)
    .where(eq(developerProfile.userId, developerId));
  const prepared = await prepareApplicationSave(
    db,
    developerId,
    request.input,
    action,
    profile?.currency ?? DEFAULT_CURRENCY,
  );
  return writeApplicationForm(db, { prepared, action }, async (tx) => {
    const [row] = await tx
      .insert(application)
      .values({
        ...prepared.values,
        developerId,
        status: initialStatus(action),
        visibility: 'PRIVATE',
        lastVersionSubmitted: action === 'submit' ? sql`now()` : null,
      })
      .returning();
    if (!row) throw new Error('insert into application returned no row');
    return row;
  });
}
