import { eq } from 'drizzle-orm';
import type { Role } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { recordAuditEvent } from '../../audit-log/services/record-audit-event';
import { findAdminUser, type AdminUserRow } from './list-users';
import { lockAccountForAction } from './lock-account-for-action';

/**
 * Grants or revokes admin, in one transaction under the accounts' lock (lock-account-for-action):
 * a developer account becomes an admin, or an admin a developer account again. The audit log
 * keeps who, when, why and the roles before and after.
 */
export async function changeAdminRole(
  db: Database,
  request: { change: 'grant' | 'revoke'; actorId: string; userId: string; reason: string },
): Promise<AdminUserRow> {
  const grant = request.change === 'grant';
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
  });
  const changed = await findAdminUser(db, request.userId);
  if (!changed) throw new Error(`account ${request.userId} vanished after its role changed`);
  return changed;
}
