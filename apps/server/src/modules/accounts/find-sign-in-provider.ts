import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account } from '../../db/schema/accounts';
import type { SignInProvider } from './schema.mappers';

/**
 * Account linking is off (decision 0005), so a user has exactly one account row: better-auth's
 * 'credential' for email and password, or the social provider's id.
 */
export async function findSignInProvider(db: Database, userId: string): Promise<SignInProvider> {
  const rows = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  const ids = new Set(rows.map((row) => row.providerId));
  if (ids.has('credential')) return 'email';
  if (ids.has('github')) return 'github';
  if (ids.has('google')) return 'google';
  return 'email';
}
