import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { APP_TRANSITIONS } from '@vmu/domain';
import type { Database } from '../../../db/client';
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
 * The apps an account's suspension took off the store. While the account is suspended nobody
 * can move them (its developer cannot sign in, and staff cannot approve or restore an app of a
 * suspended account), so those still SUSPENDED are the ones it suspended.
 */
export const suspendedWithAccount = (suspension: { suspendedApplicationIds: string[] }) =>
  inArray(application.id, suspension.suspendedApplicationIds);
