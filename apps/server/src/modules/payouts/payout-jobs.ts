import type { Database } from '../../db/client';
import type { JobDefinition, JobLog, JobQueue } from '../../platform/jobs/job-queue';
import type { PaymentsProvider } from '../../platform/payments/payments-provider';
import { closePayoutMonthJob } from './services/close-payout-month';
import { payPayoutJob } from './services/pay-payout';
import { schedulePayoutsJob } from './services/schedule-payouts';

/**
 * The payouts' durable jobs (decision 0041): the daily scheduler, the close of a developer's
 * months and the payment of a due statement. `jobs` is the queue they run on: closing a month
 * queues its payouts, and the scheduler queues both.
 */
export function payoutJobs(deps: {
  db: Database;
  payments: PaymentsProvider;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: JobLog;
}): JobDefinition<never>[] {
  return [schedulePayoutsJob(deps), closePayoutMonthJob(deps), payPayoutJob(deps)];
}
