import { csvOf, minorUnitsAsDecimal, numberCell, textCell } from '../csv';
import type { AnalyticsRange } from './range';

// The CSV export of the analytics screen (issue 18): exactly the table's numbers, one row per
// period, written as every portal CSV is (../csv.ts).

/** One period as the screen's table shows it; money in whole minor units (499 is 4.99). */
export interface AnalyticsCsvRow {
  /** The period's first day, YYYY-MM-DD. */
  start: string;
  downloads: number;
  activeUsers: number;
  unitsSold: number;
  unitsRefunded: number;
  /** The period's money in the shown currency; absent when it had no sales or refunds (zeros). */
  money?: {
    gross: number;
    refunds: number;
    net: number;
    platformFee: number;
    developerShare: number;
  };
}

/** Whose figures: a developer's own apps, or the whole store's (staff, /admin/analytics). */
export type AnalyticsAudience = 'developer' | 'store';

/** The developer's share of net, as each audience reads it. */
export const SHARE_LABELS: Record<AnalyticsAudience, string> = {
  developer: 'Your share',
  store: "Developers' share",
};

export interface AnalyticsCsvInput {
  /** The currency of the money columns, or null when nothing was sold (no money columns). */
  currency: string | null;
  rows: readonly AnalyticsCsvRow[];
  /** Whose figures (the share column's name); a developer's when absent. */
  audience?: AnalyticsAudience;
}

const COUNT_HEADERS = ['Period start', 'Downloads', 'Active users', 'Units sold', 'Units refunded'];
const MONEY_HEADERS = ['Gross', 'Refunds', 'Net', 'Platform fee'];

/** The analytics table as CSV: a header row, then one row per period in order. */
export function analyticsCsv({
  currency,
  rows,
  audience = 'developer',
}: AnalyticsCsvInput): string {
  const header = [
    ...COUNT_HEADERS,
    ...(currency
      ? [...MONEY_HEADERS, SHARE_LABELS[audience]].map((label) => `${label} (${currency})`)
      : []),
  ].map(textCell);
  const lines = rows.map((row) => [
    textCell(row.start),
    ...[row.downloads, row.activeUsers, row.unitsSold, row.unitsRefunded].map(numberCell),
    ...(currency
      ? [
          row.money?.gross ?? 0,
          row.money?.refunds ?? 0,
          row.money?.net ?? 0,
          row.money?.platformFee ?? 0,
          row.money?.developerShare ?? 0,
        ].map(minorUnitsAsDecimal)
      : []),
  ]);
  return csvOf([header, ...lines]);
}

/**
 * The export's file name, e.g. 'analytics-2026-10-26-to-2026-11-24-day.csv', or
 * 'store-analytics-...' for the whole store's.
 */
export const analyticsCsvFileName = (
  { from, to, grouping }: AnalyticsRange,
  audience: AnalyticsAudience = 'developer',
) =>
  `${audience === 'store' ? 'store-' : ''}analytics-${from}-to-${to}-${grouping.toLowerCase()}.csv`;
