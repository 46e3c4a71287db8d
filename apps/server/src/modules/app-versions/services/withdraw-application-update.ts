import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_UPDATE_STATUSES } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { applicationVersion } from '../../../db/schema/apps';
import { applicationNotFound } from '../../apps';
import type { ApplicationVersionRow } from '../../apps';
import { findApplication } from '../../apps';
import { noOpenUpdate } from '../version-errors';
import { lockApplication } from './lock-application';

/**
 * The owner withdraws the app's update in draft or in review (decision 0034); the live version
 * stays. A conditional update under the app's lock: racing an approval, exactly one of them wins,
 * the other is refused (NO_OPEN_UPDATE here, UPDATE_NOT_IN_REVIEW there).
 */
export async function withdrawApplicationUpdate(
  db: Database,
  request: { appId: string; developerId: string },
): Promise<ApplicationVersionRow> {
  const { appId, developerId } = request;
  await findApplication(db, appId, { id: developerId });
  return db.transaction(async (tx) => {
    if (!(await lockApplication(tx, { appId, developerId }))) throw applicationNotFound();
    const [row] = await tx
      .update(applicationVersion)
      .set({ reviewStatus: 'WITHDRAWN', updatedAt: sql`now()` })
      .where(
        and(
          eq(applicationVersion.applicationId, appId),
          eq(applicationVersion.isUpdate, true),
          inArray(applicationVersion.reviewStatus, [...OPEN_UPDATE_STATUSES]),
        ),
      )
      .returning();
    if (!row) throw noOpenUpdate();
    return row;
  });
}
