import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { purchase } from '../../../db/schema/purchases';

export type CloseUnpaidPurchaseOutcome =
  /** The purchase that waited for a payment is gone: nothing was paid, nothing is owed. */
  | 'closed'
  /** No pending purchase is named so (paid since, closed before, or not ours). */
  | 'ignored';

/**
 * Closes a purchase that will never be paid: its checkout expired unpaid (Stripe's
 * checkout.session.expired: the buyer left, or lost a race with their other tab), its checkout
 * could not be created, or the sandbox found the buyer had bought the app in between. Such a
 * purchase took no money and has no ledger row, so it is removed rather than kept as a status
 * nothing reads; a paid purchase is never touched (its status is not PENDING).
 */
export async function closeUnpaidPurchase(
  db: Database,
  which: { checkoutId: string } | { purchaseId: string },
): Promise<CloseUnpaidPurchaseOutcome> {
  const named =
    'checkoutId' in which
      ? eq(purchase.providerCheckoutId, which.checkoutId)
      : eq(purchase.id, which.purchaseId);
  const closed = await db
    .delete(purchase)
    .where(and(named, eq(purchase.status, 'PENDING')))
    .returning({ id: purchase.id });
  return closed.length > 0 ? 'closed' : 'ignored';
}
