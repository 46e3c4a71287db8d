import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { connectedAccount } from '../../../db/schema/payments';
import type { ProviderEvent } from '../../../platform/payments/payments-provider';
import { snapshotValues } from '../stripe-info-of';

export type AccountEventOutcome = 'applied' | 'ignored_type' | 'stale_or_unknown';

/**
 * Stores what an account.updated event says, unless the row already holds a newer event's
 * state (the provider does not promise delivery order) or no row has that account.
 */
export async function applyAccountEvent(
  db: Database,
  event: ProviderEvent,
): Promise<AccountEventOutcome> {
  if (event.type !== 'account.updated' || !event.account) return 'ignored_type';
  const updated = await db
    .update(connectedAccount)
    .set({
      ...snapshotValues(event.account),
      lastEventAt: event.createdAt,
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(connectedAccount.accountId, event.account.accountId),
        eq(connectedAccount.provider, 'stripe'),
        or(
          isNull(connectedAccount.lastEventAt),
          lte(connectedAccount.lastEventAt, event.createdAt),
        ),
      ),
    )
    .returning({ developerId: connectedAccount.developerId });
  return updated.length > 0 ? 'applied' : 'stale_or_unknown';
}
