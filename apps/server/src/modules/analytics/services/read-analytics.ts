import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  periodStarts,
  type AnalyticsGrouping,
  type AnalyticsRange,
  type Currency,
} from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import { inWindow, opensFirstSince } from '../../shared/opens-by-recency';

/**
 * Whose figures: one app (with its developer, whose index of daily figures it is read from),
 * one developer's apps, or the whole store (staff).
 */
export type AnalyticsScope =
  { applicationId: string; developerId: string } | { developerId: string } | { store: true };

export type AnalyticsCounts = {
  start: string;
  downloads: number;
  activeUsers: number;
  unitsSold: number;
  unitsRefunded: number;
};

export type AnalyticsMoney = {
  start: string | null;
  currency: Currency;
  gross: bigint;
  refunds: bigint;
  taxes: bigint;
  processingFees: bigint;
  net: bigint;
  platformFee: bigint;
  developerShare: bigint;
};

export type AnalyticsResult = AnalyticsRange & {
  periods: AnalyticsCounts[];
  revenue: AnalyticsMoney[];
  totals: AnalyticsCounts;
  revenueTotals: AnalyticsMoney[];
};

/** The period a `day` column falls in, as a date (ISO weeks start on Monday). */
export const periodOf = (day: SQL, grouping: AnalyticsGrouping): SQL =>
  grouping === 'DAY'
    ? day
    : sql`date_trunc(${grouping === 'WEEK' ? 'week' : 'month'}, ${day})::date`;

type DailyTable = 'app_daily_activity' | 'app_daily_sales';

/**
 * The scope as a condition on a daily table. Both carry the app's developer: one app's and a
 * developer's figures are read from the index by developer and day alone (decision 0040).
 */
function scopeOn(table: DailyTable, scope: AnalyticsScope) {
  if ('store' in scope) return sql`true`;
  const developer = sql`${sql.raw(`${table}.developer_id`)} = ${scope.developerId}`;
  return 'applicationId' in scope
    ? sql`${developer} and ${sql.raw(`${table}.application_id`)} = ${scope.applicationId}`
    : developer;
}

/** What a period's active users are summed from in the daily figures (decision 0040). */
const ACTIVE_USERS_OF: Record<AnalyticsGrouping, SQL> = {
  // The devices of the day.
  DAY: sql.raw('active_users'),
  // The devices whose first open of the week or month fell on the day: summed over the
  // period's days, its distinct devices.
  WEEK: sql.raw('first_opens_of_week'),
  MONTH: sql.raw('first_opens_of_month'),
};

/**
 * The analytics of a range (decision 0040), read from the daily figures the triggers
 * keep (a year of one developer's apps is a few thousand rows, whatever the events' number).
 * Weekly and monthly active users are distinct devices: a period's are the devices whose first
 * open of it fell on its days, except in a first period the range starts inside, where they are
 * the opens of the range's days whose device had not opened the app since before the range.
 * Every period of the range is listed, empty ones with zeros.
 */
export async function readAnalytics(
  db: Database,
  scope: AnalyticsScope,
  range: AnalyticsRange,
): Promise<AnalyticsResult> {
  const { from, to, grouping } = range;
  const day = sql.raw('day');
  const period = periodOf(day, grouping);
  const inRange = sql`day between ${from}::date and ${to}::date`;

  const starts = periodStarts(range);
  // The range starts inside its first week or month: that period's part in the range counts
  // the devices that opened an app there, wherever in the period they opened it first.
  const activeUsers =
    grouping !== 'DAY' && starts[0]! < from
      ? sql`case when ${inWindow(from, starts[1] ? addDays(starts[1], -1) : to)}
          then ${opensFirstSince(from)} else ${ACTIVE_USERS_OF[grouping]} end`
      : ACTIVE_USERS_OF[grouping];

  const [activity, sales] = await Promise.all([
    db
      .execute(
        sql`select to_char(${period}, 'YYYY-MM-DD') as start, sum(downloads)::integer as downloads,
            sum(${activeUsers})::integer as active_users
          from app_daily_activity where ${scopeOn('app_daily_activity', scope)} and ${inRange}
          group by 1`,
      )
      .then(rowsOf<{ start: string; downloads: number; active_users: number }>),
    db
      .execute(
        sql`select to_char(${period}, 'YYYY-MM-DD') as start, currency,
            sum(units_sold)::integer as units_sold, sum(units_refunded)::integer as units_refunded,
            sum(gross)::text as gross, sum(tax)::text as tax,
            sum(processing_fee)::text as processing_fee, sum(refund)::text as refund,
            sum(net)::text as net, sum(platform_fee)::text as platform_fee
          from app_daily_sales where ${scopeOn('app_daily_sales', scope)} and ${inRange}
          group by 1, 2 order by 1, 2`,
      )
      .then(
        rowsOf<{
          start: string;
          currency: Currency;
          units_sold: number;
          units_refunded: number;
          gross: string;
          tax: string;
          processing_fee: string;
          refund: string;
          net: string;
          platform_fee: string;
        }>,
      ),
  ]);

  const activityBy = new Map(activity.map((row) => [row.start, row]));
  const units = new Map<string, { sold: number; refunded: number }>();
  for (const row of sales) {
    const sum = units.get(row.start) ?? { sold: 0, refunded: 0 };
    units.set(row.start, {
      sold: sum.sold + row.units_sold,
      refunded: sum.refunded + row.units_refunded,
    });
  }
  const periods = starts.map((start): AnalyticsCounts => {
    const counted = activityBy.get(start);
    return {
      start,
      downloads: counted?.downloads ?? 0,
      activeUsers: counted?.active_users ?? 0,
      unitsSold: units.get(start)?.sold ?? 0,
      unitsRefunded: units.get(start)?.refunded ?? 0,
    };
  });
  const revenue = sales.map((row) =>
    moneyOf(row.start, row.currency, {
      gross: BigInt(row.gross),
      refunds: BigInt(row.refund),
      taxes: BigInt(row.tax),
      processingFees: BigInt(row.processing_fee),
      net: BigInt(row.net),
      platformFee: BigInt(row.platform_fee),
    }),
  );
  return {
    ...range,
    periods,
    revenue,
    totals: totalsOf(periods, from),
    revenueTotals: revenueTotalsOf(revenue),
  };
}

type MoneyParts = Omit<AnalyticsMoney, 'start' | 'currency' | 'developerShare'>;

/** The developer's share is what the ledger left after the platform's fee, row by row. */
const moneyOf = (start: string | null, currency: Currency, parts: MoneyParts): AnalyticsMoney => ({
  start,
  currency,
  ...parts,
  developerShare: parts.net - parts.platformFee,
});

function totalsOf(periods: AnalyticsCounts[], from: string): AnalyticsCounts {
  return periods.reduce(
    (total, period) => ({
      start: from,
      downloads: total.downloads + period.downloads,
      // Active users do not add up across periods (the same devices come back): the peak.
      activeUsers: Math.max(total.activeUsers, period.activeUsers),
      unitsSold: total.unitsSold + period.unitsSold,
      unitsRefunded: total.unitsRefunded + period.unitsRefunded,
    }),
    { start: from, downloads: 0, activeUsers: 0, unitsSold: 0, unitsRefunded: 0 },
  );
}

function revenueTotalsOf(revenue: AnalyticsMoney[]): AnalyticsMoney[] {
  const byCurrency = new Map<Currency, MoneyParts>();
  for (const row of revenue) {
    const sum = byCurrency.get(row.currency);
    byCurrency.set(row.currency, {
      gross: (sum?.gross ?? 0n) + row.gross,
      refunds: (sum?.refunds ?? 0n) + row.refunds,
      taxes: (sum?.taxes ?? 0n) + row.taxes,
      processingFees: (sum?.processingFees ?? 0n) + row.processingFees,
      net: (sum?.net ?? 0n) + row.net,
      platformFee: (sum?.platformFee ?? 0n) + row.platformFee,
    });
  }
  return [...byCurrency].map(([currency, parts]) => moneyOf(null, currency, parts));
}
