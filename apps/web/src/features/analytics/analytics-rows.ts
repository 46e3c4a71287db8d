import type { AnalyticsCsvRow } from '@vmu/domain';
import { formatDay } from '@/lib/format';
import type { Analytics, AnalyticsRevenue } from './api/get-analytics';

// What the table, the charts and the CSV all show, built once from the answer: one row per
// period with that period's money in the shown currency, so the three cannot disagree.

/** The currencies sold in over the range, in the server's order (currencies are never added). */
export const currenciesOf = (analytics: Analytics) =>
  analytics.revenueTotals.map((total) => total.currency);

/** The currency to show: the one asked for if the range has it, else the first sold in. */
export function shownCurrencyOf(analytics: Analytics, asked: string | null): string | null {
  const currencies = currenciesOf(analytics);
  return asked && currencies.includes(asked as AnalyticsRevenue['currency'])
    ? asked
    : (currencies[0] ?? null);
}

export function rowsOf(analytics: Analytics, currency: string | null): AnalyticsCsvRow[] {
  const moneyByStart = new Map(
    analytics.revenue
      .filter((revenue) => revenue.currency === currency)
      .map((revenue) => [revenue.start, revenue]),
  );
  return analytics.periods.map((period) => {
    const money = moneyByStart.get(period.start);
    return {
      start: period.start,
      downloads: period.downloads,
      activeUsers: period.activeUsers,
      unitsSold: period.unitsSold,
      unitsRefunded: period.unitsRefunded,
      ...(money
        ? {
            money: {
              gross: money.gross,
              taxes: money.taxes,
              processingFees: money.processingFees,
              refunds: money.refunds,
              net: money.net,
              platformFee: money.platformFee,
              developerShare: money.developerShare,
            },
          }
        : {}),
    };
  });
}

// Shorter than lib/format's formatMonth ('November 2026'): a table's period column.
const monthFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period as people read it: 'Nov 24, 2026', 'Week of Nov 23, 2026', 'Nov 2026' (UTC days). */
export function periodLabel(start: string, grouping: Analytics['grouping']): string {
  if (grouping === 'MONTH') return monthFormat.format(new Date(`${start}T00:00:00Z`));
  const day = formatDay(start);
  return grouping === 'WEEK' ? `Week of ${day}` : day;
}
