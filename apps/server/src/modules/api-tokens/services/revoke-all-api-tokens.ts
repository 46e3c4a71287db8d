import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { apiToken } from '../../../db/schema/api-tokens';

/**
 * Every token of the account stops working: after a password reset or change, as its sessions
 * do (decision 0050). The rows stay, revoked, as a revoked token's always do. How many ended.
 */
export async function revokeAllApiTokens(db: Database, developerId: string): Promise<number> {
  const revoked = await db
    .update(apiToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiToken.developerId, developerId), isNull(apiToken.revokedAt)))
    .returning({ id: apiToken.id });
  return revoked.length;
}
