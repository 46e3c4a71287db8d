import { eq } from 'drizzle-orm';
import { accountSuspension } from '../../../db/schema/account-suspensions';
import { session } from '../../../db/schema/accounts';
import { accountSuspendedMail } from '../../../platform/mail/account-suspension-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import { recordAuditEvent } from '../../audit-log';
import type { MailingDeps } from '../../shared/mailing-deps';
import { findAdminUser, type AdminUserRow } from './list-users';
import { lockAccountForAction } from './lock-account-for-action';
import { applicationsOf, moveAccountApplications } from './move-account-applications';

/**
 * Suspends an account, all in one transaction under the accounts' lock (decision 0048): the
 * open suspension (sign-in and API tokens check it at every use), every session ended, every
 * live app suspended with the reason (the apps' own review history says so too), the audit
 * event, and one mail to the holder queued to go out when this commits.
 */
export async function suspendAccount(
  deps: MailingDeps,
  request: { actorId: string; userId: string; reason: string },
): Promise<AdminUserRow> {
  const { actorId, userId, reason } = request;
  await deps.db.transaction(async (tx) => {
    const { account } = await lockAccountForAction(tx, { action: 'suspend', actorId, userId });
    const apps = await moveAccountApplications(tx, {
      step: 'suspend',
      actorId,
      reason,
      which: applicationsOf(account.id),
    });
    await tx.insert(accountSuspension).values({
      userId: account.id,
      suspendedBy: actorId,
      reason,
      suspendedApplicationIds: apps.map((app) => app.id),
    });
    await tx.delete(session).where(eq(session.userId, account.id));
    await recordAuditEvent(tx, {
      actorId,
      action: 'SUSPEND_ACCOUNT',
      targetType: 'USER',
      targetId: account.id,
      targetLabel: account.name || account.email,
      reason,
      details: { appsSuspended: apps.length },
    });
    await queueMail(
      deps.jobs,
      accountSuspendedMail({
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
  const suspended = await findAdminUser(deps.db, userId);
  if (!suspended) throw new Error(`account ${userId} vanished after its suspension`);
  return suspended;
}
