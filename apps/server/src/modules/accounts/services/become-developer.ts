import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { AppError } from '../../../errors';

export const NOT_A_STORE_ACCOUNT_MESSAGE = 'Only a store account can become a developer account.';

/**
 * A store account becomes a developer (decision 0038): the role changes from customer to developer
 * in one conditional update, so two presses or a stale tab change it once and an admin is never
 * demoted by it. Onboarding and staff review follow as for any new developer.
 */
export async function becomeDeveloper(db: Database, userId: string): Promise<void> {
  const changed = await db
    .update(user)
    .set({ role: 'developer' })
    .where(and(eq(user.id, userId), eq(user.role, 'customer')))
    .returning({ id: user.id });
  if (changed.length === 0) {
    throw new AppError('NOT_A_STORE_ACCOUNT', NOT_A_STORE_ACCOUNT_MESSAGE, 409);
  }
}
