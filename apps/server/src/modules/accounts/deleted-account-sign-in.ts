import { APIError } from 'better-auth/api';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session as sessionTable, user } from '../../db/schema/accounts';

/** What a sign-in into a deleted account answers: the same as a wrong password. */
const refusal = () =>
  new APIError('UNAUTHORIZED', {
    code: 'INVALID_EMAIL_OR_PASSWORD',
    message: 'Invalid email or password',
  });

const isDeleted = async (db: Database, userId: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), isNotNull(user.deletedAt)))
  ).length > 0;

/**
 * better-auth's session hooks for deleted accounts (decision 0047). A deleted account has no
 * sign-in method left, but a sign-in that found the account before its deletion committed (a
 * password being checked meanwhile) would still insert a session for it: refused before the
 * insert, and ended after it if the deletion committed in between.
 */
export function deletedAccountSignInHooks(db: Database) {
  return {
    async beforeSessionCreate(session: { userId: string }): Promise<void> {
      if (await isDeleted(db, session.userId)) throw refusal();
    },
    async afterSessionCreate(session: { id: string; userId: string }): Promise<void> {
      if (!(await isDeleted(db, session.userId))) return;
      await db.delete(sessionTable).where(eq(sessionTable.id, session.id));
      throw refusal();
    },
  };
}
