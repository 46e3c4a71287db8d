import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  LAST_ADMIN_CANNOT_DELETE_ACCOUNT,
  payoutDueRefusal,
  type Role,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { accountSuspension } from '../../../db/schema/account-suspensions';
import { user } from '../../../db/schema/accounts';
import { payoutStatement } from '../../../db/schema/payouts';
import { AppError } from '../../../errors';
import { accountGone } from '../../shared/account-gone';

/**
 * Locks the admins' rows (in id order, so two admins deleting at once queue instead of
 * deadlocking) before an admin's deletion counts them: of two admins deleting themselves at
 * once, the second sees the first already gone. Only an admin's deletion needs it.
 */
export async function lockWorkingAdmins(tx: Database, role: Role): Promise<string[]> {
  if (role !== 'admin') return [];
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.role, 'admin'),
        isNull(user.deletedAt),
        sql`not exists (select 1 from ${accountSuspension} s
          where s.user_id = ${user.id} and s.restored_at is null)`,
      ),
    )
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Why the account cannot be deleted now, thrown: it is the last admin who can sign in, or a
 * payout is due to it (the transfer needs the account that receives it, and its holder to fix
 * a payment account that refuses it). A balance not due yet does not block (decision 0047).
 */
export async function refuseBlockedDeletion(
  tx: Database,
  account: { id: string; role: Role },
  workingAdmins: readonly string[],
): Promise<void> {
  if (account.role === 'admin' && workingAdmins.filter((id) => id !== account.id).length === 0) {
    throw new AppError('LAST_ADMIN', LAST_ADMIN_CANNOT_DELETE_ACCOUNT, 409);
  }
  const [due] = await tx
    .select({
      payoutAmount: payoutStatement.payoutAmount,
      currency: payoutStatement.currency,
      dueOn: payoutStatement.dueOn,
    })
    .from(payoutStatement)
    .where(and(eq(payoutStatement.developerId, account.id), eq(payoutStatement.status, 'DUE')))
    .orderBy(asc(payoutStatement.dueOn))
    .limit(1);
  if (due) {
    throw new AppError(
      'PAYOUT_DUE',
      payoutDueRefusal(`${due.currency} ${formatMinorUnits(due.payoutAmount)}`, due.dueOn),
      409,
    );
  }
}

/** The signed-in account's row, locked, refused when it is already deleted. */
export async function lockLiveAccount(tx: Database, accountId: string) {
  const [account] = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      deletedAt: user.deletedAt,
    })
    .from(user)
    .where(eq(user.id, accountId))
    .for('update');
  if (!account || account.deletedAt) throw accountGone();
  return account;
}

/** The second of two deletions at once, or a request racing the first: nothing left to do. */
