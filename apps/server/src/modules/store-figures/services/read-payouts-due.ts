import { sql } from 'drizzle-orm';
import type { Currency } from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';

export type StorePayoutsDue = {
  currency: Currency;
  dueCount: number;
  dueAmount: bigint;
  paidCount: number;
  paidAmount: bigint;
  overdueCount: number;
  overdueAmount: bigint;
};

/**
 * The payouts whose due date falls in the month of `today` (a UTC day), per currency: those
 * still to pay and those paid; and every payout due before `today` and not paid yet, whichever
 * month it was due in. Currencies are never added together.
 */
export async function readPayoutsDue(db: Database, today: string): Promise<StorePayoutsDue[]> {
  const thisMonth = sql`due_on >= date_trunc('month', ${today}::date)::date
    and due_on < (date_trunc('month', ${today}::date) + interval '1 month')::date`;
  const overdue = sql`status = 'DUE' and due_on < ${today}::date`;
  const rows = rowsOf<{
    currency: Currency;
    due_count: number;
    due_amount: string;
    paid_count: number;
    paid_amount: string;
    overdue_count: number;
    overdue_amount: string;
  }>(
    await db.execute(
      sql`select currency,
          count(*) filter (where status = 'DUE' and ${thisMonth})::integer as due_count,
          coalesce(sum(payout_amount) filter (where status = 'DUE' and ${thisMonth}), 0)::text
            as due_amount,
          count(*) filter (where status = 'PAID' and ${thisMonth})::integer as paid_count,
          coalesce(sum(payout_amount) filter (where status = 'PAID' and ${thisMonth}), 0)::text
            as paid_amount,
          count(*) filter (where ${overdue})::integer as overdue_count,
          coalesce(sum(payout_amount) filter (where ${overdue}), 0)::text as overdue_amount
        from payout_statement
        where (status in ('DUE', 'PAID') and ${thisMonth}) or (${overdue})
        group by currency
        order by currency`,
    ),
  );
  return rows.map((row) => ({
    currency: row.currency,
    dueCount: row.due_count,
    dueAmount: BigInt(row.due_amount),
    paidCount: row.paid_count,
    paidAmount: BigInt(row.paid_amount),
    overdueCount: row.overdue_count,
    overdueAmount: BigInt(row.overdue_amount),
  }));
}
