import type { Database } from '../../db/client';
import type { JobDefinition, JobLog, JobQueue } from '../../platform/jobs/job-queue';
import type { PaymentsProvider } from '../../platform/payments/payments-provider';
import { closePurchaseCheckoutJob } from './services/close-purchase-checkout';
import { refundDuplicatePaymentJob } from './services/refund-duplicate-payment';
import { sweepAbandonedPurchasesJob } from './services/sweep-abandoned-purchases';

/**
 * The purchases' durable jobs (decisions 0036 and 0056): a payment the store does not keep given
 * back, the hourly sweep of abandoned purchases and the close of one pending purchase with its
 * checkout. `jobs` is the queue they run on: the sweep and a close that finds a payment queue
 * jobs of their own.
 */
export function purchaseJobs(deps: {
  db: Database;
  payments: PaymentsProvider;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: JobLog;
}): JobDefinition<never>[] {
  return [
    refundDuplicatePaymentJob(deps.payments, deps.log),
    sweepAbandonedPurchasesJob(deps),
    closePurchaseCheckoutJob(deps),
  ];
}
