import type { JobDefinition, JobLog } from '../../../platform/jobs/job-queue';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';

export const REFUND_DUPLICATE_PAYMENT_JOB = 'refund-duplicate-payment';

/** A payment the buyer made for an app they had already bought (two checkouts paid at once). */
export type DuplicatePayment = { purchaseId: string; paymentReference: string };

/**
 * The provider's idempotency key of a duplicate payment's refund: the job retried after a crash
 * or a timeout asks for the same refund, and the provider makes it once.
 */
export const duplicateRefundKey = (purchaseId: string) => `refund-duplicate-${purchaseId}`;

/** The ledger's reference of that refund, written before the provider has named it. */
export const duplicateRefundReference = (checkoutId: string) => `refund-duplicate-${checkoutId}`;

/**
 * Gives a duplicate payment back (decision 0036, addendum). The ledger recorded its sale and
 * refund, and this job, in the transaction that found it a duplicate; the job asks the provider
 * for the money, retried with backoff while the provider is away. The provider's refund webhook
 * that follows finds the purchase refunded and records nothing more.
 */
export function refundDuplicatePaymentJob(
  payments: PaymentsProvider,
  log: JobLog,
): JobDefinition<DuplicatePayment> {
  return {
    name: REFUND_DUPLICATE_PAYMENT_JOB,
    async handle({ purchaseId, paymentReference }) {
      const { refundReference } = await payments.refund(
        paymentReference,
        duplicateRefundKey(purchaseId),
      );
      log.info({ purchaseId, refundReference }, 'refunded a duplicate payment');
    },
    // 30 s doubling over 12 retries: more than a day of provider outage before staff must act.
    retryLimit: 12,
    retryDelaySeconds: 30,
  };
}
