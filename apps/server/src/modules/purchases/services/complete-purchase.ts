import { and, eq } from 'drizzle-orm';
import { saleLedgerAmounts } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { purchase, salesLedger } from '../../../db/schema/purchases';
import { isUniqueViolation } from '../../shared/is-unique-violation';
import { lockApplicationForSales, refreshApplicationSales } from '../application-sales';

/** A paid checkout as the provider reports it (the sandbox at once, Stripe by webhook). */
export type PaidCheckout = {
  checkoutId: string;
  paymentReference: string;
  amountMinor: bigint;
  taxMinor: bigint;
  processingFeeMinor: bigint;
  occurredAt: Date;
};

export type CompletePurchaseOutcome =
  /** The sale is in the ledger and the purchase completed. */
  | 'recorded'
  /** This checkout was recorded before (a webhook delivered again): nothing changed. */
  | 'already_recorded'
  /** No purchase has this checkout (another system's, or its app was deleted). */
  | 'unknown_checkout'
  /** The buyer completed another purchase of the app first: this one is not theirs to keep. */
  | 'already_bought';

/**
 * Completes a purchase and records its sale, once: the purchase's status change, the ledger's
 * SALE row and the app's figures commit together. A second delivery of the same checkout finds
 * the purchase completed (its row locked, so two at once wait for each other), and the ledger's
 * unique provider reference would refuse a second row anyway. The database's one completed
 * purchase per buyer and app refuses a second purchase completing at the same time.
 */
export async function completePurchase(
  db: Database,
  paid: PaidCheckout,
): Promise<CompletePurchaseOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(purchase)
        .where(eq(purchase.providerCheckoutId, paid.checkoutId))
        .for('update');
      if (!found) return 'unknown_checkout';
      if (found.status !== 'PENDING') return 'already_recorded';
      const app = await lockApplicationForSales(tx, found.applicationId);
      if (!app) return 'unknown_checkout';

      await tx
        .update(purchase)
        .set({
          status: 'COMPLETED',
          completedAt: paid.occurredAt,
          providerPaymentId: paid.paymentReference,
        })
        .where(and(eq(purchase.id, found.id), eq(purchase.status, 'PENDING')));
      const amounts = saleLedgerAmounts({
        gross: paid.amountMinor,
        tax: paid.taxMinor,
        processingFee: paid.processingFeeMinor,
      });
      const recorded = await tx
        .insert(salesLedger)
        .values({
          kind: 'SALE',
          purchaseId: found.id,
          applicationId: found.applicationId,
          versionId: found.versionId,
          developerId: app.developerId,
          buyerId: found.buyerId,
          currency: found.currency,
          ...amounts,
          providerReference: paid.checkoutId,
          occurredAt: paid.occurredAt,
        })
        .onConflictDoNothing()
        .returning({ id: salesLedger.id });
      if (recorded.length === 0) return 'already_recorded';
      await refreshApplicationSales(tx, found.applicationId);
      return 'recorded';
    });
  } catch (error) {
    if (isUniqueViolation(error, 'purchase_one_completed_idx')) return 'already_bought';
    throw error;
  }
}
