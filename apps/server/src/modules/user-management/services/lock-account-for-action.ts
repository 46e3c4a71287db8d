import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ALREADY_ADMIN_MESSAGE,
  ALREADY_SUSPENDED_MESSAGE,
  DELETED_ACCOUNT_MESSAGE,
  LAST_ADMIN_MESSAGE,
  NOT_ADMIN_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  STORE_ACCOUNT_ADMIN_MESSAGE,
  SUSPENDED_ADMIN_MESSAGE,
  accountActionRefusal,
  type AccountAction,
  type Role,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { accountSuspension } from '../../../db/schema/account-suspensions';
import { user } from '../../../db/schema/accounts';
import { AppError } from '../../../errors';
import { accountActionRefused, userNotFound } from '../user-management-errors';

/** The account acted on, as read under the lock. */
export type LockedAccount = { id: string; name: string; email: string; role: Role };

// A stable code for each refusal, for clients and tests to switch on.
const REFUSAL_CODES: Record<string, string> = {
  [OWN_ACCOUNT_MESSAGE]: 'OWN_ACCOUNT',
  [LAST_ADMIN_MESSAGE]: 'LAST_ADMIN',
  [ALREADY_ADMIN_MESSAGE]: 'ALREADY_ADMIN',
  [NOT_ADMIN_MESSAGE]: 'NOT_ADMIN',
  [STORE_ACCOUNT_ADMIN_MESSAGE]: 'STORE_ACCOUNT',
  [SUSPENDED_ADMIN_MESSAGE]: 'ACCOUNT_SUSPENDED',
  [ALREADY_SUSPENDED_MESSAGE]: 'ALREADY_SUSPENDED',
  [NOT_SUSPENDED_MESSAGE]: 'NOT_SUSPENDED',
  [DELETED_ACCOUNT_MESSAGE]: 'ACCOUNT_DELETED',
};

/**
 * Inside the action's transaction: locks every admin's row (in id order, so two actions never
 * wait on each other crosswise) and the target's, then applies the domain's rule to what is
 * true now. Any two staff actions on accounts therefore run one after the other, and the second
 * sees what the first committed: two admins revoking or suspending each other at once cannot
 * leave the portal without an active admin (decision 0048). The acting admin must still be an
 * active admin when the lock is theirs, so after any action at least they remain one.
 */
export async function lockAccountForAction(
  tx: Database,
  request: { action: AccountAction; actorId: string; userId: string },
): Promise<{ account: LockedAccount; suspended: boolean }> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.id))
    .for('update');
  const adminIds = admins.map((admin) => admin.id);
  if (!adminIds.includes(request.actorId)) {
    throw new AppError('FORBIDDEN', 'Admin access required.', 403);
  }
  const [account] = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      deletedAt: user.deletedAt,
    })
    .from(user)
    .where(eq(user.id, request.userId))
    .for('update');
  if (!account) throw userNotFound();
  const suspendedRows = await tx
    .select({ userId: accountSuspension.userId })
    .from(accountSuspension)
    .where(
      and(
        inArray(accountSuspension.userId, [...adminIds, account.id, request.actorId]),
        isNull(accountSuspension.restoredAt),
      ),
    );
  const suspendedIds = new Set(suspendedRows.map((row) => row.userId));
  // An admin suspended while this request was on its way acts no more.
  if (suspendedIds.has(request.actorId)) {
    throw new AppError('FORBIDDEN', 'Admin access required.', 403);
  }
  const activeAdmins = adminIds.filter((id) => !suspendedIds.has(id)).length;
  const suspended = suspendedIds.has(account.id);
  const refusal = accountActionRefusal(
    request.action,
    request.actorId,
    { id: account.id, role: account.role, suspended, deleted: account.deletedAt !== null },
    activeAdmins,
  );
  if (refusal) throw accountActionRefused(refusal, REFUSAL_CODES[refusal] ?? 'REFUSED');
  return { account, suspended };
}
