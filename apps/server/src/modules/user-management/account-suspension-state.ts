import { and, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSuspension } from '../../db/schema/account-suspensions';
import { user } from '../../db/schema/accounts';

/** Whether the account has an open suspension (the partial unique index answers it). */
export async function isAccountSuspended(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accountSuspension.id })
    .from(accountSuspension)
    .where(and(eq(accountSuspension.userId, userId), isNull(accountSuspension.restoredAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the account is suspended, asked by a sign-in: first waits for a staff action on the
 * account still in progress (it holds the account's row lock until it commits), so a sign-in
 * racing a suspension either sees it or made its session before the suspension ended every
 * session of the account (decision 0048).
 */
export async function isAccountSuspendedForSignIn(db: Database, userId: string): Promise<boolean> {
  await db.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for share`);
  return isAccountSuspended(db, userId);
}

/** `exists` of an open suspension of the account in `userIdColumn`, for a select list. */
export const suspendedNow = (userIdColumn: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${accountSuspension} where ${accountSuspension.userId} = ${userIdColumn} and ${accountSuspension.restoredAt} is null)`;

/** `exists` of the account in `userIdColumn` deleted by its holder, for a select list or a filter. */
export const deletedNow = (userIdColumn: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${userIdColumn} and ${user.deletedAt} is not null)`;
