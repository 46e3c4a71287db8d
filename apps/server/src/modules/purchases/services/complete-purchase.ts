import { and, eq, ne } from 'drizzle-orm';
import { refundLedgerAmounts, saleLedgerAmounts } from '@vmu/domain';
import type { Database, Transaction } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { purchase, salesLedger, type PurchaseRow } from '../../../db/schema/purchases';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { isUniqueViolation } from '../../shared/is-unique-violation';
import { lockApplicationForSales, refreshApplicationSales } from '../application-sales';
import {
  duplicateRefundReference,
  REFUND_DUPLICATE_PAYMENT_JOB,
  type DuplicatePayment,
} from './refund-duplicate-payment';

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
  | 'already_bought'
  /**
   * The same, for money the provider took: its sale and refund are in the ledger and the
   * refund is a job (only with `refundDuplicates`).
   */
  | 'duplicate_refunded'
  /** The buyer's account was deleted before the payment arrived: nothing is sold to it. */
  | 'buyer_deleted'
  /**
   * The same, for money the provider took: its sale and refund are in the ledger and the refund
   * is a job (only with `refundDuplicates`).
   */
  | 'buyer_deleted_refunded';

/**
 * Completes a purchase and records its sale, once: the purchase's status change, the ledger's
 * SALE row and the app's figures commit together. A second delivery of the same checkout finds
 * the purchase completed (its row locked, so two at once wait for each other), and the ledger's
 * unique provider reference would refuse a second row anyway. The database's one completed
 * purchase per buyer and app refuses a second purchase completing at the same time. A deleted
 * buyer is sold nothing: the buyer's row is locked first, as deleting the account locks it, so a
 * deletion either committed before (and is seen here) or waits for this completion (decision
 * 0056).
 */
export async function completePurchase(
  db: Database,
  paid: PaidCheckout,
  options: {
    /**
     * The provider took the money (Stripe's webhook): a second purchase of an app the buyer
     * already holds is recorded as a sale and its refund, and the refund is queued here. Without
     * it (the sandbox, which pays in the same request) the second purchase is refused and
     * nothing was taken.
     */
    refundDuplicates?: { jobs: Pick<JobQueue, 'enqueue'> };
  } = {},
): Promise<CompletePurchaseOutcome> {
  try {
    return await completeOnce(db, paid, options);
  } catch (error) {
    if (!isUniqueViolation(error, 'purchase_one_completed_idx')) throw error;
    // Another purchase of the app completed in between: with the app's row lock this is a
    // backstop; the next attempt finds it and takes the duplicate's path.
    if (!options.refundDuplicates) return 'already_bought';
    return completeOnce(db, paid, options);
  }
}

async function completeOnce(
  db: Database,
  paid: PaidCheckout,
  options: { refundDuplicates?: { jobs: Pick<JobQueue, 'enqueue'> } },
): Promise<CompletePurchaseOutcome> {
  return db.transaction(async (tx) => {
    const [named] = await tx
      .select({ id: purchase.id, buyerId: purchase.buyerId })
      .from(purchase)
      .where(eq(purchase.providerCheckoutId, paid.checkoutId));
    if (!named) return 'unknown_checkout';
    // The buyer's row before the purchase's, in the order account deletion takes them.
    const [buyer] = await tx
      .select({ deletedAt: user.deletedAt })
      .from(user)
      .where(eq(user.id, named.buyerId))
      .for('share');
    const [found] = await tx.select().from(purchase).where(eq(purchase.id, named.id)).for('update');
    if (!found) return 'unknown_checkout';
    if (found.status !== 'PENDING') return 'already_recorded';
    const app = await lockApplicationForSales(tx, found.applicationId);
    if (!app) return 'unknown_checkout';
    if (!buyer || buyer.deletedAt) {
      if (!options.refundDuplicates) return 'buyer_deleted';
      await recordReturnedPayment(tx, found, app.developerId, paid, options.refundDuplicates);
      return 'buyer_deleted_refunded';
    }
    // Under the app's row lock a completion of the same buyer's other purchase has committed
    // or not started, so this read is the answer.
    if (await holdsAnotherCompleted(tx, found)) {
      if (!options.refundDuplicates) return 'already_bought';
      await recordReturnedPayment(tx, found, app.developerId, paid, options.refundDuplicates);
      return 'duplicate_refunded';
    }

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
}

async function holdsAnotherCompleted(tx: Transaction, found: PurchaseRow): Promise<boolean> {
  const rows = await tx
    .select({ id: purchase.id })
    .from(purchase)
    .where(
      and(
        eq(purchase.buyerId, found.buyerId),
        eq(purchase.applicationId, found.applicationId),
        eq(purchase.status, 'COMPLETED'),
        ne(purchase.id, found.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A payment the store does not keep (a second payment for an app the buyer holds, or a deleted
 * buyer's): the money was taken, so the ledger says so (its SALE) and says it goes back (its
 * REFUND, the pair summing to zero); the purchase is REFUNDED and never entitled anyone; the
 * provider's refund is a job of this transaction.
 */
async function recordReturnedPayment(
  tx: Transaction,
  found: PurchaseRow,
  developerId: string,
  paid: PaidCheckout,
  deps: { jobs: Pick<JobQueue, 'enqueue'> },
) {
  await tx
    .update(purchase)
    .set({
      status: 'REFUNDED',
      completedAt: paid.occurredAt,
      refundedAt: paid.occurredAt,
      providerPaymentId: paid.paymentReference,
    })
    .where(and(eq(purchase.id, found.id), eq(purchase.status, 'PENDING')));
  const sale = {
    purchaseId: found.id,
    applicationId: found.applicationId,
    versionId: found.versionId,
    developerId,
    buyerId: found.buyerId,
    currency: found.currency,
    occurredAt: paid.occurredAt,
  };
  const saleAmounts = saleLedgerAmounts({
    gross: paid.amountMinor,
    tax: paid.taxMinor,
    processingFee: paid.processingFeeMinor,
  });
  await tx.insert(salesLedger).values([
    { kind: 'SALE', ...sale, ...saleAmounts, providerReference: paid.checkoutId },
    {
      kind: 'REFUND',
      ...sale,
      ...refundLedgerAmounts(saleAmounts),
      providerReference: duplicateRefundReference(paid.checkoutId),
    },
  ]);
  await refreshApplicationSales(tx, found.applicationId);
  const refund: DuplicatePayment = {
    purchaseId: found.id,
    paymentReference: paid.paymentReference,
  };
  await deps.jobs.enqueue(REFUND_DUPLICATE_PAYMENT_JOB, refund, { tx });
}
