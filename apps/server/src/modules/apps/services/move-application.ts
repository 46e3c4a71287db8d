import { and, eq, inArray, sql } from 'drizzle-orm';
import { APP_TRANSITIONS, nextState, OPEN_UPDATE_STATUSES } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { applicationVersion } from '../../../db/schema/apps';
import { invalidTransition } from '../application-errors';
import { updateApplicationWhile } from './update-application-while';
import type { ApplicationRow } from '../schema.mappers';
import { findApplication } from './find-application';

/**
 * The lifecycle steps a developer takes without the form (docs/product.md, "Application status").
 */
export type DeveloperStep = 'withdraw' | 'unpublish';

/**
 * Withdraw (SUBMITTED to DRAFT; the pending version becomes WITHDRAWN) or unpublish (LIVE or
 * SUSPENDED to DRAFT and PRIVATE), as the lifecycle's transition table says. A conditional
 * update: of two conflicting requests exactly one wins, the other gets INVALID_TRANSITION
 * naming the status it found.
 */
export async function moveApplication(
  db: Database,
  request: { appId: string; developerId: string; step: DeveloperStep },
): Promise<ApplicationRow> {
  const { appId, developerId, step } = request;
  const current = await findApplication(db, appId, { id: developerId });
  if (!nextState(step, current.status)) throw invalidTransition(step, current.status);
  const { from, to, visibility } = APP_TRANSITIONS[step];
  return db.transaction(async (tx) => {
    const row = await updateApplicationWhile(
      tx,
      { appId, developerId, from, step },
      { status: to, ...(visibility ? { visibility } : {}), updatedAt: sql`now()` },
    );
    // Withdrawing takes back the submission of the app itself; unpublishing also ends the
    // update in draft or in review, which could otherwise be approved onto a draft app.
    await tx
      .update(applicationVersion)
      .set({ reviewStatus: 'WITHDRAWN', updatedAt: sql`now()` })
      .where(
        and(
          eq(applicationVersion.applicationId, appId),
          step === 'withdraw'
            ? and(
                eq(applicationVersion.isUpdate, false),
                eq(applicationVersion.reviewStatus, 'PENDING'),
              )
            : and(
                eq(applicationVersion.isUpdate, true),
                inArray(applicationVersion.reviewStatus, [...OPEN_UPDATE_STATUSES]),
              ),
        ),
      );
    return row;
  });
}
