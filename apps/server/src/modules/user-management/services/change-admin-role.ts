import { eq } from 'drizzle-orm';
import type { Role } from '@vmu/domain';
import { user } from '../../../db/schema/accounts';
import {
  adminAccessGrantedMail,
  adminAccessRemovedMail,
} from '../../../platform/mail/admin-access-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import { recordAuditEvent } from '../../audit-log';
import type { MailingDeps } from '../../shared/mailing-deps';
import { findAdminUser, type AdminUserRow } from './list-users';
import { lockAccountForAction } from './lock-account-for-action';

/**
 * Grants or revokes admin, in one transaction under the accounts' lock (lock-account-for-action):
 * a developer account becomes an admin, or an admin a developer account again. The audit log
 * keeps who, when, why and the roles before and after, and the holder's mail is queued in the
 * same transaction (decision 0058).
 */
export async function changeAdminRole(
  deps: MailingDeps,
  request: { change: 'grant' | 'revoke'; actorId: string; userId: string; reason: string },
): Promise<AdminUserRow> {
  const grant = request.change === 'grant';
  const { db } = deps;
  await db.transaction(async (tx) => {
    const { account } = await lockAccountForAction(tx, {
      action: grant ? 'grantAdmin' : 'revokeAdmin',
      actorId: request.actorId,
      userId: request.userId,
    });
    const role: Role = grant ? 'admin' : 'developer';
    await tx.update(user).set({ role }).where(eq(user.id, account.id));
    await recordAuditEvent(tx, {
      actorId: request.actorId,
      action: grant ? 'GRANT_ADMIN' : 'REVOKE_ADMIN',
      targetType: 'USER',
      targetId: account.id,
      targetLabel: account.name || account.email,
      reason: request.reason,
      details: { old: account.role, new: role },
    });
    const mail = grant ? adminAccessGrantedMail : adminAccessRemovedMail;
    await queueMail(
      deps.jobs,
      mail({
        to: account.email,
        name: account.name,
        reason: request.reason,
        publicUrl: deps.publicUrl,
        supportEmail: deps.supportEmail,
      }),
      { tx },
    );
  });
  const changed = await findAdminUser(db, request.userId);
  if (!changed) throw new Error(`account ${request.userId} vanished after its role changed`);
  return changed;
}
