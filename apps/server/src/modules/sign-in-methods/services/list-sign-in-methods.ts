import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { account } from '../../../db/schema/accounts';
import type { SignInMethodMapper } from '../schema.mappers';
import { GRAPHQL_PROVIDER_OF, signInMethodOf } from '../sign-in-method-providers';

/** The user's ways in, oldest first, from their better-auth accounts. */
export async function listSignInMethods(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<SignInMethodMapper[]> {
  const rows = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt), asc(account.id));
  return rows.flatMap((row) => {
    const method = signInMethodOf(row.providerId);
    return method ? [{ provider: GRAPHQL_PROVIDER_OF[method], linkedAt: row.createdAt }] : [];
  });
}
