import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { purchase } from '../../../db/schema/purchases';
import type { JobDefinition, JobLog, JobQueue } from '../../../platform/jobs/job-queue';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { closeUnpaidPurchase } from './close-unpaid-purchase';
import { completePurchase, type CompletePurchaseOutcome } from './complete-purchase';

export const CLOSE_PURCHASE_CHECKOUT_JOB = 'close-purchase-checkout';

/** A pending purchase to close: abandoned past its lifetime, or its buyer's account deleted. */
export type PurchaseToClose = { purchaseId: string };

export type ClosePurchaseCheckoutOutcome =
  /** Its checkout can no longer be paid and the purchase is gone. */
  | 'closed'
  /** No longer pending (paid, refunded or closed since): nothing to do. */
  | 'not_pending'
  /** The provider awaits a delayed payment: its webhook completes or expires the purchase. */
  | 'awaiting_payment'
  /** Paid before it could be closed: recorded as the provider's webhook would record it. */
  | CompletePurchaseOutcome;

/**
 * Closes a pending purchase (decision 0056): the provider's checkout first, so it can no longer
 * be paid, then the purchase. A checkout the buyer paid meanwhile is completed instead, as its
 * webhook would complete it (Stripe's advice: fulfil every paid session), which also gives a
 * deleted buyer's money back. A purchase without a checkout (a crash before the provider's
 * answer was saved) has no URL anyone was given, so it just closes.
 */
export async function closePurchaseCheckout(
  deps: { db: Database; payments: PaymentsProvider; jobs: Pick<JobQueue, 'enqueue'> },
  { purchaseId }: PurchaseToClose,
): Promise<ClosePurchaseCheckoutOutcome> {
  const [found] = await deps.db.select().from(purchase).where(eq(purchase.id, purchaseId));
  if (!found || found.status !== 'PENDING') return 'not_pending';
  if (found.providerCheckoutId && found.provider === deps.payments.driver) {
    const closing = await deps.payments.expireCheckout(found.providerCheckoutId);
    if (closing.outcome === 'awaiting_payment') return 'awaiting_payment';
    if (closing.outcome === 'paid') {
      const { completion } = closing;
      return completePurchase(
        deps.db,
        {
          checkoutId: completion.sessionId,
          paymentReference: completion.paymentReference,
          amountMinor: completion.amountMinor,
          taxMinor: completion.taxMinor,
          processingFeeMinor: completion.processingFeeMinor,
          occurredAt: new Date(),
        },
        { refundDuplicates: { jobs: deps.jobs } },
      );
    }
  }
  return (await closeUnpaidPurchase(deps.db, { purchaseId })) === 'closed'
    ? 'closed'
    : 'not_pending';
}

export function closePurchaseCheckoutJob(deps: {
  db: Database;
  payments: PaymentsProvider;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: JobLog;
}): JobDefinition<PurchaseToClose> {
  return {
    name: CLOSE_PURCHASE_CHECKOUT_JOB,
    async handle(request) {
      const outcome = await closePurchaseCheckout(deps, request);
      deps.log.info({ purchaseId: request.purchaseId, outcome }, 'closed a pending purchase');
    },
    // 30 s doubling over 12 retries: more than a day of provider outage before staff must act.
    retryLimit: 12,
    retryDelaySeconds: 30,
  };
}
