import { sql } from 'drizzle-orm';
import type { AnalyticsRange, Currency } from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';

export type StorePayoutMonth = {
  month: string;
  currency: Currency;
  dueCount: number;
  dueAmount: bigint;
  paidCount: number;
  paidAmount: bigint;
  carriedCount: number;
};

/**
 * Payouts due and paid per month and currency (decision 0042): the payout statements of the
 * months the range's days touch (a statement's month is the month it closes), summed by status.
 */
export async function readPayoutMonths(
  db: Database,
  { from, to }: Pick<AnalyticsRange, 'from' | 'to'>,
): Promise<StorePayoutMonth[]> {
  const rows = rowsOf<{
    month: string;
    currency: Currency;
    due_count: number;
    due_amount: string;
    paid_count: number;
    paid_amount: string;
    carried_count: number;
  }>(
    await db.execute(
      sql`select month, currency,
          count(*) filter (where status = 'DUE')::integer as due_count,
          coalesce(sum(payout_amount) filter (where status = 'DUE'), 0)::text as due_amount,
          count(*) filter (where status = 'PAID')::integer as paid_count,
          coalesce(sum(payout_amount) filter (where status = 'PAID'), 0)::text as paid_amount,
          count(*) filter (where status = 'CARRIED')::integer as carried_count
        from payout_statement
        where month between ${from.slice(0, 7)} and ${to.slice(0, 7)}
        group by month, currency
        order by month, currency`,
    ),
  );
  return rows.map((row) => ({
    month: row.month,
    currency: row.currency,
    dueCount: row.due_count,
    dueAmount: BigInt(row.due_amount),
    paidCount: row.paid_count,
    paidAmount: BigInt(row.paid_amount),
    carriedCount: row.carried_count,
  }));
}
