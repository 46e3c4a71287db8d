import { and, asc, eq, lt } from 'drizzle-orm';
import { PURCHASE_CHECKOUT_LIFETIME_HOURS } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { purchase } from '../../../db/schema/purchases';
import type { JobDefinition, JobLog, JobQueue } from '../../../platform/jobs/job-queue';
import { CLOSE_PURCHASE_CHECKOUT_JOB, type PurchaseToClose } from './close-purchase-checkout';

export const SWEEP_ABANDONED_PURCHASES_JOB = 'sweep-abandoned-purchases';

/** Purchases queued per sweep; an hourly sweep drains a backlog in a few ticks. */
const SWEEP_BATCH = 500;

type SweepDeps = { db: Database; jobs: Pick<JobQueue, 'enqueue'>; log: JobLog };

/**
 * Queues the close of every purchase still pending past its lifetime (decision 0056): its buyer
 * left the checkout, or a crash came between the purchase and its checkout. Each close is a job
 * of its own, so one provider call that fails is retried alone; a purchase queued twice (a sweep
 * before its close ran) closes once.
 */
export async function sweepAbandonedPurchases(deps: SweepDeps, now: Date): Promise<number> {
  const startedBefore = new Date(now.getTime() - PURCHASE_CHECKOUT_LIFETIME_HOURS * 3_600_000);
  const abandoned = await deps.db
    .select({ id: purchase.id })
    .from(purchase)
    .where(and(eq(purchase.status, 'PENDING'), lt(purchase.createdAt, startedBefore)))
    .orderBy(asc(purchase.createdAt))
    .limit(SWEEP_BATCH);
  for (const { id } of abandoned) {
    const request: PurchaseToClose = { purchaseId: id };
    await deps.jobs.enqueue(CLOSE_PURCHASE_CHECKOUT_JOB, request);
  }
  if (abandoned.length > 0) {
    deps.log.info({ purchases: abandoned.length }, 'queued the close of abandoned purchases');
  }
  return abandoned.length;
}

/** Every hour (at :29, away from the other hourly jobs). */
export function sweepAbandonedPurchasesJob(deps: SweepDeps): JobDefinition<object> {
  return {
    name: SWEEP_ABANDONED_PURCHASES_JOB,
    cron: '29 * * * *',
    retryLimit: 2,
    handle: async () => {
      await sweepAbandonedPurchases(deps, new Date());
    },
  };
}
