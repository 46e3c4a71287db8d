import {
  canUnlinkSignInMethod,
  LAST_SIGN_IN_METHOD_MESSAGE,
  SIGN_IN_METHOD_NOT_LINKED_MESSAGE,
  type SignInMethod,
} from '@vmu/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { account, user } from '../../../db/schema/accounts';
import { AppError } from '../../../errors';
import type { SignInMethodMapper } from '../schema.mappers';
import { PROVIDER_ID_OF, signInMethodOf } from '../sign-in-method-providers';
import { listSignInMethods } from './list-sign-in-methods';

/**
 * Removes a linked GitHub or Google account, never the account's last way in. The user's row
 * is locked first, so two unlinks at once (of GitHub and of Google) are taken one after the
 * other and the second sees what the first left.
 */
export async function unlinkSignInMethod(
  db: Database,
  userId: string,
  method: SignInMethod,
): Promise<SignInMethodMapper[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const rows = await tx
      .select({ providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, userId));
    const linked = rows.flatMap((row) => signInMethodOf(row.providerId) ?? []);
    if (!linked.includes(method)) {
      throw new AppError('SIGN_IN_METHOD_NOT_LINKED', SIGN_IN_METHOD_NOT_LINKED_MESSAGE, 404);
    }
    if (!canUnlinkSignInMethod(linked, method)) {
      throw new AppError('LAST_SIGN_IN_METHOD', LAST_SIGN_IN_METHOD_MESSAGE, 409);
    }
    await tx
      .delete(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, PROVIDER_ID_OF[method])));
    return listSignInMethods(tx, userId);
  });
}
