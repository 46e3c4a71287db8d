import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { APP_TRANSITIONS } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { accountSuspension } from '../../../db/schema/account-suspensions';
import { application } from '../../../db/schema/apps';
import { applicationReviewEvent } from '../../../db/schema/review';

/**
 * Moves the chosen apps through the lifecycle's admin suspend or restore step in one statement
 * (the same conditional transition and review-history row app moderation writes for one app),
 * and returns the apps moved. Used by an account's suspension and its restore.
 */
export async function moveAccountApplications(
  tx: Database,
  request: { step: 'suspend' | 'restore'; actorId: string; reason: string; which: SQL },
): Promise<{ id: string; appName: string }[]> {
  const { from, to, visibility } = APP_TRANSITIONS[request.step];
  const moved = await tx
    .update(application)
    .set({ status: to, ...(visibility ? { visibility } : {}), updatedAt: sql`now()` })
    .where(and(request.which, inArray(application.status, [...from])))
    .returning({ id: application.id, appName: application.appName });
  const [fromStatus] = from;
  if (moved.length > 0 && fromStatus) {
    await tx.insert(applicationReviewEvent).values(
      moved.map((app) => ({
        applicationId: app.id,
        actorId: request.actorId,
        action: request.step === 'suspend' ? ('SUSPEND' as const) : ('RESTORE' as const),
        fromStatus,
        toStatus: to,
        reason: request.reason,
      })),
    );
  }
  return moved;
}

/** A developer's apps. */
export const applicationsOf = (developerId: string) => eq(application.developerId, developerId);

/**
 * Of the apps an account's suspension took off the store, those no staff member acted on since
 * (no review-history row later than the suspension's own, written at its moment).
 */
export const untouchedSince = (suspension: {
  id: string;
  suspendedApplicationIds: string[];
}): SQL =>
  // Compared in the database: a JS Date would drop the microseconds of the suspension's moment.
  sql`${inArray(application.id, suspension.suspendedApplicationIds)} and ${notExists(
    sql`(select 1 from ${applicationReviewEvent} where ${applicationReviewEvent.applicationId} = ${application.id} and ${applicationReviewEvent.createdAt} > (select ${accountSuspension.suspendedAt} from ${accountSuspension} where ${accountSuspension.id} = ${suspension.id}))`,
  )}`;
