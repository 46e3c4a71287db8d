import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { payoutStatement } from '../../../db/schema/payouts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/job-queue';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { isApplicationId as isUuid } from '../../apps';
import { readPayoutAccount } from './payout-account';

export const PAY_PAYOUT_JOB = 'pay-payout';

/** A due statement's payout to make. */
export type PayoutToPay = { statementId: string };

/**
 * The provider's idempotency key and transfer group of a statement's payout: a retry after a
 * crash between the transfer and its recording asks for the same transfer and gets it back.
 */
export const payoutKeyOf = (statementId: string) => `payout-${statementId}`;

type PayPayoutDeps = { db: Database; payments: PaymentsProvider; log: JobLog };

export type PayoutOutcome = 'paid' | 'already_paid' | 'not_due' | 'blocked' | 'not_found';

/**
 * Pays a due statement (decision 0041): its whole payout into the developer's connected account
 * of the running driver (the sandbox records it paid; Stripe transfers it from the platform's
 * balance), then records the reference by one conditional update, DUE to PAID. A developer who
 * cannot receive payouts now keeps the statement due: nothing is thrown (a retry could not help),
 * and the daily scheduler asks again once they can.
 */
export async function payPayout(deps: PayPayoutDeps, statementId: string): Promise<PayoutOutcome> {
  const { db, payments, log } = deps;
  const [statement] = !isUuid(statementId)
    ? []
    : await db.select().from(payoutStatement).where(eq(payoutStatement.id, statementId));
  if (!statement) {
    log.warn({ statementId }, 'no payout statement to pay');
    return 'not_found';
  }
  if (statement.status === 'PAID') return 'already_paid';
  if (statement.status !== 'DUE') return 'not_due';

  const account = await readPayoutAccount(db, statement.developerId, payments.driver);
  if (account.blocker || !account.accountId) {
    log.info(
      { statementId, developerId: statement.developerId, blocker: account.blocker?.code },
      'payout stays due: the developer cannot receive payouts yet',
    );
    return 'blocked';
  }
  const { transferReference } = await payments.transfer({
    statementId,
    month: statement.month,
    amountMinor: Number(statement.payoutAmount),
    currency: statement.currency,
    destinationAccountId: account.accountId,
    transferGroup: payoutKeyOf(statementId),
    idempotencyKey: payoutKeyOf(statementId),
  });
  const paid = await db
    .update(payoutStatement)
    .set({
      status: 'PAID',
      provider: payments.driver,
      payoutReference: transferReference,
      paidAt: sql`now()`,
    })
    .where(and(eq(payoutStatement.id, statementId), eq(payoutStatement.status, 'DUE')))
    .returning({ id: payoutStatement.id });
  // Another run paid it first: with Stripe the same transfer (its key), with the sandbox nothing.
  if (paid.length === 0) return 'already_paid';
  log.info({ statementId, transferReference }, 'paid a payout');
  return 'paid';
}

/** The durable job that pays a due statement, queued when its month closes and daily after. */
export function payPayoutJob(deps: PayPayoutDeps): JobDefinition<PayoutToPay> {
  return {
    name: PAY_PAYOUT_JOB,
    handle: async ({ statementId }) => {
      await payPayout(deps, statementId);
    },
    // 30 s doubling over 12 retries while the provider is away: more than a day, after which the
    // daily scheduler queues the payout again.
    retryLimit: 12,
    retryDelaySeconds: 30,
  };
}
