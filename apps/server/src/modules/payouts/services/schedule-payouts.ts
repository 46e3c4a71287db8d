import { sql } from 'drizzle-orm';
import { lastClosableMonth, monthAfter, monthStart } from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import type { JobDefinition, JobLog, JobQueue } from '../../../platform/jobs/job-queue';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { CLOSE_PAYOUT_MONTH_JOB, type MonthToClose } from './close-payout-month';
import { PAY_PAYOUT_JOB, type PayoutToPay } from './pay-payout';
import { payoutAccountOf } from './payout-account';

export const SCHEDULE_PAYOUTS_JOB = 'schedule-payouts';

type SchedulePayoutsDeps = {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  payments: PaymentsProvider;
  log: JobLog;
};

/**
 * The developers with a month to close by `through` (YYYY-MM): ledger rows recorded after
 * their last closed month and before `through` ends, or a balance their last closed month
 * carried out (it makes a statement of the next month even without sales). The developers of the
 * ledger are walked through its index one by one (a loose index scan), so the cost grows with
 * the developers who sold, not with the ledger's rows.
 */
async function developersWithMonthsToClose(db: Database, through: string): Promise<string[]> {
  const end = monthStart(monthAfter(through)).toISOString();
  const rows = await db
    .execute(
      sql`with recursive seller(developer_id) as (
          (select developer_id from sales_ledger order by developer_id limit 1)
          union all
          select (select l.developer_id from sales_ledger l
                  where l.developer_id > seller.developer_id order by l.developer_id limit 1)
          from seller where seller.developer_id is not null
        )
        select seller.developer_id from seller
        cross join lateral (
          select max(month) as month from payout_statement s
          where s.developer_id = seller.developer_id
        ) closed
        where seller.developer_id is not null
          and (closed.month is null or closed.month < ${through})
          and (
            exists (
              select 1 from sales_ledger l
              where l.developer_id = seller.developer_id
                and l.recorded_at < ${end}::timestamptz
                and (closed.month is null
                  or l.recorded_at >= ((closed.month || '-01')::timestamp + interval '1 month') at time zone 'UTC')
            )
            or exists (
              select 1 from payout_statement s
              where s.developer_id = seller.developer_id and s.month = closed.month
                and s.carried_out <> 0
            )
          )`,
    )
    .then(rowsOf<{ developer_id: string }>);
  return rows.map((row) => row.developer_id);
}

/** Due payouts whose developer can receive payouts now (the domain's blocker, as the payout job asks it). */
async function duePayoutsNowPayable(db: Database, payments: PaymentsProvider): Promise<string[]> {
  const rows = await db
    .execute(
      sql`select s.id, p.country, p.developer_status, a.provider, a.account_id, a.payouts_enabled
        from payout_statement s
        left join developer_profile p on p.user_id = s.developer_id
        left join connected_account a on a.developer_id = s.developer_id
        where s.status = 'DUE'`,
    )
    .then(
      rowsOf<{
        id: string;
        country: string | null;
        developer_status: string | null;
        provider: 'sandbox' | 'stripe' | null;
        account_id: string | null;
        payouts_enabled: boolean | null;
      }>,
    );
  return rows
    .filter((row) => {
      const account =
        row.provider && row.account_id
          ? {
              provider: row.provider,
              accountId: row.account_id,
              payoutsEnabled: row.payouts_enabled === true,
            }
          : null;
      const developer = { country: row.country, developerStatus: row.developer_status };
      return payoutAccountOf(developer, account, payments.driver).blocker === null;
    })
    .map((row) => row.id);
}

/**
 * Daily (decision 0041): queues the close of every developer's months that can be closed at
 * `now`, and queues again the due payouts of developers who can receive them now (those whose
 * payment setup was finished since, or whose payout failed for longer than its retries). Both
 * jobs are safe to run twice, so a tick that runs again, or a job queued twice, changes nothing.
 */
export async function schedulePayouts(
  deps: SchedulePayoutsDeps,
  now: Date,
): Promise<{ closes: number; payouts: number }> {
  const through = lastClosableMonth(now);
  const developers = await developersWithMonthsToClose(deps.db, through);
  for (const developerId of developers) {
    const request: MonthToClose = { developerId, month: through };
    await deps.jobs.enqueue(CLOSE_PAYOUT_MONTH_JOB, request);
  }
  const payouts = await duePayoutsNowPayable(deps.db, deps.payments);
  for (const statementId of payouts) {
    const payout: PayoutToPay = { statementId };
    await deps.jobs.enqueue(PAY_PAYOUT_JOB, payout);
  }
  if (developers.length + payouts.length > 0) {
    deps.log.info(
      { through, closes: developers.length, payouts: payouts.length },
      'queued payout months to close and payouts to pay',
    );
  }
  return { closes: developers.length, payouts: payouts.length };
}

/** Every day at 02:00 UTC, an hour after a month's grace ends on its first day. */
export function schedulePayoutsJob(deps: SchedulePayoutsDeps): JobDefinition<object> {
  return {
    name: SCHEDULE_PAYOUTS_JOB,
    cron: '0 2 * * *',
    retryLimit: 2,
    handle: async () => {
      await schedulePayouts(deps, new Date());
    },
  };
}
