import { asc, desc, eq, min, sql, sum } from 'drizzle-orm';
import {
  monthAfter,
  monthOf,
  monthStart,
  statementsOver,
  type Currency,
  type LedgerTotals,
  type MonthlyStatement,
} from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import { payoutStatement, type PayoutStatus } from '../../../db/schema/payouts';
import { salesLedger } from '../../../db/schema/purchases';

/** A statement's stored status: the domain's PAYABLE is due until it is paid. */
export const payoutStatusOf = (statement: Pick<MonthlyStatement, 'status'>): PayoutStatus =>
  statement.status === 'PAYABLE' ? 'DUE' : 'CARRIED';

type LedgerMonth = { month: string; currency: Currency; ledger: LedgerTotals };

/**
 * A developer's ledger rows recorded in [from, to), summed by currency and by the UTC month of
 * recorded_at (decision 0041: a row counts in the month it was recorded in, so a closed month
 * never gains one). Read through the ledger's index by developer and recorded time.
 */
async function sumLedgerMonths(
  db: Database,
  developerId: string,
  range: { from: Date; to: Date },
): Promise<LedgerMonth[]> {
  const rows = await db
    .execute(
      sql`select to_char(recorded_at at time zone 'UTC', 'YYYY-MM') as month, currency,
          (count(*) filter (where kind = 'SALE'))::integer as sale_count,
          (count(*) filter (where kind = 'REFUND'))::integer as refund_count,
          sum(gross)::text as gross, sum(tax)::text as tax,
          sum(processing_fee)::text as processing_fee, sum(refund)::text as refund,
          sum(net)::text as net, sum(platform_fee)::text as platform_fee
        from ${salesLedger}
        where developer_id = ${developerId}
          and recorded_at >= ${range.from.toISOString()}::timestamptz
          and recorded_at < ${range.to.toISOString()}::timestamptz
        group by 1, 2`,
    )
    .then(
      rowsOf<{
        month: string;
        currency: Currency;
        sale_count: number;
        refund_count: number;
        gross: string;
        tax: string;
        processing_fee: string;
        refund: string;
        net: string;
        platform_fee: string;
      }>,
    );
  return rows.map((row) => ({
    month: row.month,
    currency: row.currency,
    ledger: {
      gross: BigInt(row.gross),
      tax: BigInt(row.tax),
      processingFee: BigInt(row.processing_fee),
      refund: BigInt(row.refund),
      net: BigInt(row.net),
      platformFee: BigInt(row.platform_fee),
      saleCount: row.sale_count,
      refundCount: row.refund_count,
    },
  }));
}

/**
 * The statements a developer's months not yet closed have, through `through` (YYYY-MM): from the
 * month after their last closed month (or the month of their first ledger row) on, one per month
 * and currency with ledger rows in the month or a balance carried into it, each currency's first
 * month carrying in what its last closed statement carried out. Made by the domain's rules
 * (statementsOver) from the ledger as it is now: closing a month stores these; the /payouts
 * screen shows the month in progress from them. Oldest month first, currencies in order.
 */
export async function unclosedStatements(
  db: Database,
  developerId: string,
  through: string,
): Promise<MonthlyStatement[]> {
  // A month is closed in one go for every currency, so the latest statement of each currency
  // carries out what the next month starts from (a currency without a statement in the latest
  // closed month carried out 0 before it).
  const latest = await db
    .selectDistinctOn([payoutStatement.currency], {
      currency: payoutStatement.currency,
      month: payoutStatement.month,
      carriedOut: payoutStatement.carriedOut,
    })
    .from(payoutStatement)
    .where(eq(payoutStatement.developerId, developerId))
    .orderBy(asc(payoutStatement.currency), desc(payoutStatement.month));
  const lastClosed = latest
    .map((each) => each.month)
    .sort()
    .at(-1);
  let from: string;
  if (lastClosed !== undefined) {
    from = monthAfter(lastClosed);
  } else {
    const [first] = await db
      .select({ at: min(salesLedger.recordedAt) })
      .from(salesLedger)
      .where(eq(salesLedger.developerId, developerId));
    if (!first?.at) return [];
    from = monthOf(first.at);
  }
  // 'YYYY-MM' strings sort as the months they name.
  if (from > through) return [];

  const months = await sumLedgerMonths(db, developerId, {
    from: monthStart(from),
    to: monthStart(monthAfter(through)),
  });
  const carried = new Map(latest.map((each) => [each.currency, each.carriedOut]));
  // What the currency's stored statements gave so far: a new statement's share is of the whole
  // net less these, carrying each statement's rounding into the next (decision 0057).
  const sums = await db
    .select({
      currency: payoutStatement.currency,
      net: sum(payoutStatement.net).mapWith(String),
      developerShare: sum(payoutStatement.developerShare).mapWith(String),
    })
    .from(payoutStatement)
    .where(eq(payoutStatement.developerId, developerId))
    .groupBy(payoutStatement.currency);
  const earlier = new Map(
    sums.map((each) => [
      each.currency,
      { net: BigInt(each.net), developerShare: BigInt(each.developerShare) },
    ]),
  );
  const currencies = [...new Set([...carried.keys(), ...months.map((each) => each.currency)])];
  return currencies
    .flatMap((currency) =>
      statementsOver({
        currency,
        openingBalance: carried.get(currency) ?? 0n,
        earlier: earlier.get(currency),
        months: months.filter((each) => each.currency === currency),
        from,
        through,
      }),
    )
    .filter((each) => each.saleCount + each.refundCount > 0 || each.carriedIn !== 0n)
    .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}
