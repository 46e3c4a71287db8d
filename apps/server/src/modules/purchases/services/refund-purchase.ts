import { and, eq } from 'drizzle-orm';
import { refundLedgerAmounts } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { purchase, salesLedger, type PurchaseRow } from '../../../db/schema/purchases';
import { lockApplicationForSales, refreshApplicationSales } from '../application-sales';

/** A refund the provider made, named by the purchase's payment or by the purchase itself. */
export type ProviderRefund = (
  | { paymentReference: string; purchaseId?: never }
  | { purchaseId: string; paymentReference?: never }
) & { refundReference: string; occurredAt: Date };

export type RefundPurchaseOutcome =
  /** The REFUND is in the ledger and the purchase no longer entitles its buyer. */
  | 'recorded'
  /** Refunded before (a webhook delivered again, or the refund's own answer and its webhook). */
  | 'already_recorded'
  /** No completed purchase has this payment. */
  | 'unknown_payment';

/**
 * Records a full refund of a completed purchase, once: the ledger's REFUND row (the sale's
 * amounts reversed, so the two sum to zero), the purchase REFUNDED, and the app's figures, in
 * one transaction. The purchase's row lock and the ledger's one refund per purchase make a
 * repeated or concurrent delivery record nothing more.
 */
export async function refundPurchase(
  db: Database,
  refund: ProviderRefund,
  /** What else the refund's transaction keeps, e.g. the audit row of a refund by staff. */
  alsoRecord?: (tx: Database, refunded: PurchaseRow) => Promise<void>,
): Promise<RefundPurchaseOutcome> {
  return db.transaction(async (tx) => {
    const [found]: PurchaseRow[] = await tx
      .select()
      .from(purchase)
      .where(
        refund.purchaseId !== undefined
          ? eq(purchase.id, refund.purchaseId)
          : eq(purchase.providerPaymentId, refund.paymentReference),
      )
      .for('update');
    if (!found || found.status === 'PENDING') return 'unknown_payment';
    if (found.status === 'REFUNDED') return 'already_recorded';
    const app = await lockApplicationForSales(tx, found.applicationId);
    if (!app) return 'unknown_payment';
    const [sale] = await tx
      .select()
      .from(salesLedger)
      .where(and(eq(salesLedger.purchaseId, found.id), eq(salesLedger.kind, 'SALE')));
    if (!sale) throw new Error(`completed purchase ${found.id} has no SALE in the ledger`);

    const recorded = await tx
      .insert(salesLedger)
      .values({
        kind: 'REFUND',
        purchaseId: found.id,
        applicationId: sale.applicationId,
        versionId: sale.versionId,
        developerId: sale.developerId,
        buyerId: sale.buyerId,
        currency: sale.currency,
        ...refundLedgerAmounts(sale),
        providerReference: refund.refundReference,
        occurredAt: refund.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: salesLedger.id });
    if (recorded.length === 0) return 'already_recorded';
    await tx
      .update(purchase)
      .set({ status: 'REFUNDED', refundedAt: refund.occurredAt })
      .where(and(eq(purchase.id, found.id), eq(purchase.status, 'COMPLETED')));
    await refreshApplicationSales(tx, found.applicationId);
    await alsoRecord?.(tx, found);
    return 'recorded';
  });
}
