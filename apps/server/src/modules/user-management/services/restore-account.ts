import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountSuspension } from '../../../db/schema/account-suspensions';
import { accountRestoredMail } from '../../../platform/mail/account-suspension-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import { recordAuditEvent } from '../../audit-log';
import type { MailingDeps } from '../../shared/mailing-deps';
import { findAdminUser, type AdminUserRow } from './list-users';
import { lockAccountForAction } from './lock-account-for-action';
import { moveAccountApplications, suspendedWithAccount } from './move-account-applications';

/**
 * Restores a suspended account in one transaction under the accounts' lock: the suspension is
 * closed with its reason, so sign-in and the API tokens work again. With `restoreApps`, the apps
 * the suspension took off the store go back on (decision 0048: staff choose; the screen offers
 * it checked). Audited, and the holder mailed.
 */
export async function restoreAccount(
  deps: MailingDeps,
  request: { actorId: string; userId: string; reason: string; restoreApps: boolean },
): Promise<AdminUserRow> {
  const { actorId, userId, reason } = request;
  await deps.db.transaction(async (tx) => {
    const { account } = await lockAccountForAction(tx, { action: 'restore', actorId, userId });
    const [suspension] = await tx
      .update(accountSuspension)
      .set({ restoredAt: sql`now()`, restoredBy: actorId, restoreReason: reason })
      .where(and(eq(accountSuspension.userId, account.id), isNull(accountSuspension.restoredAt)))
      .returning();
    if (!suspension) throw new Error(`account ${account.id} has no open suspension to close`);
    const apps =
      request.restoreApps && suspension.suspendedApplicationIds.length > 0
        ? await moveAccountApplications(tx, {
            step: 'restore',
            actorId,
            reason,
            which: suspendedWithAccount(suspension),
          })
        : [];
    await recordAuditEvent(tx, {
      actorId,
      action: 'RESTORE_ACCOUNT',
      targetType: 'USER',
      targetId: account.id,
      targetLabel: account.name || account.email,
      reason,
      details: { appsRestored: apps.length },
    });
    await queueMail(
      deps.jobs,
      accountRestoredMail({
        to: account.email,
        name: account.name,
        reason,
        appNames: apps.map((app) => app.appName),
        publicUrl: deps.publicUrl,
        supportEmail: deps.supportEmail,
      }),
      { tx },
    );
  });
  const restored = await findAdminUser(deps.db, userId);
  if (!restored) throw new Error(`account ${userId} vanished after its restore`);
  return restored;
}
