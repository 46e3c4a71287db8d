import { sql } from 'drizzle-orm';
import { lastClosableMonth, parseMonth } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { payoutStatement, type PayoutStatus } from '../../../db/schema/payouts';
import type { JobDefinition, JobLog, JobQueue } from '../../../platform/jobs/job-queue';
import { PAY_PAYOUT_JOB, type PayoutToPay } from './pay-payout';
import { payoutStatusOf, unclosedStatements } from './unclosed-statements';

export const CLOSE_PAYOUT_MONTH_JOB = 'close-payout-month';

/** Close a developer's months up to `month` (YYYY-MM). */
export type MonthToClose = { developerId: string; month: string };

type ClosePayoutMonthDeps = { db: Database; jobs: Pick<JobQueue, 'enqueue'>; log: JobLog };

/**
 * The first key of the payouts' transaction advisory locks (ASCII 'PAYO'); the second is a hash
 * of the developer's id. Two keys keep the payouts' locks apart from any other kind.
 */
const PAYOUT_LOCK_SPACE = 0x5041594f;

/**
 * Closes a developer's months (decision 0041): every month not yet closed up to
 * `month`, or the latest month that may be closed at `now` if that is earlier, in order, each
 * currency's statement made by the domain's rules from the ledger rows recorded in the month and
 * the balance the month before carried out. One transaction holds the developer's advisory lock,
 * so a second close (twice at once, or again later) waits, then finds the months closed; a
 * statement is inserted at most once per developer, currency and month (the unique index), and
 * each due payout's `pay-payout` job is queued in the same transaction: a crash half-way leaves
 * neither statements nor jobs, and the next run closes the months whole. Returns the statements
 * it stored.
 */
export async function closePayoutMonth(
  deps: ClosePayoutMonthDeps,
  request: MonthToClose,
  now: Date,
): Promise<{ id: string; month: string; currency: string; status: PayoutStatus }[]> {
  parseMonth(request.month);
  const latest = lastClosableMonth(now);
  // 'YYYY-MM' strings compare as the months they name; a month still open is never closed.
  const through = request.month < latest ? request.month : latest;
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_SPACE}::integer, hashtext(${request.developerId}))`,
    );
    const statements = await unclosedStatements(tx, request.developerId, through);
    if (statements.length === 0) return [];
    const stored = await tx
      .insert(payoutStatement)
      .values(
        statements.map((statement) => ({
          developerId: request.developerId,
          month: statement.month,
          currency: statement.currency,
          saleCount: statement.saleCount,
          refundCount: statement.refundCount,
          gross: statement.gross,
          taxes: statement.taxes,
          processingFees: statement.processingFees,
          refunds: statement.refunds,
          net: statement.net,
          developerShare: statement.developerShare,
          platformShare: statement.platformShare,
          carriedIn: statement.carriedIn,
          balance: statement.balance,
          payoutAmount: statement.payoutAmount,
          carriedOut: statement.carriedOut,
          minimum: statement.minimum,
          dueOn: statement.dueBy,
          status: payoutStatusOf(statement),
        })),
      )
      // The lock makes a conflict impossible between closes; the index stays the backstop.
      .onConflictDoNothing({
        target: [payoutStatement.developerId, payoutStatement.currency, payoutStatement.month],
      })
      .returning({
        id: payoutStatement.id,
        month: payoutStatement.month,
        currency: payoutStatement.currency,
        status: payoutStatement.status,
      });
    for (const statement of stored) {
      if (statement.status !== 'DUE') continue;
      const payout: PayoutToPay = { statementId: statement.id };
      await deps.jobs.enqueue(PAY_PAYOUT_JOB, payout, { tx });
    }
    deps.log.info(
      { developerId: request.developerId, through, statements: stored },
      'closed payout months',
    );
    return stored;
  });
}

/** The durable job that closes a developer's months (queued daily by schedulePayoutsJob). */
export function closePayoutMonthJob(deps: ClosePayoutMonthDeps): JobDefinition<MonthToClose> {
  return {
    name: CLOSE_PAYOUT_MONTH_JOB,
    handle: async (request) => {
      await closePayoutMonth(deps, request, new Date());
    },
  };
}
