import { csvOf, minorUnitsAsDecimal, numberCell, textCell } from '../csv';
import { MONEY_FIGURE_LABELS, type MoneyFigure } from '../money/figures';
import type { AnalyticsRange } from './range';

// The CSV export of the analytics screen (decision 0040): exactly the table's numbers, one row per
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
    taxes: number;
    processingFees: number;
    refunds: number;
    net: number;
    platformFee: number;
    developerShare: number;
  };
}

/**
 * The money columns of the analytics screen's tiles, table and CSV: every money figure, by its
 * one name and in its one order (money/figures.ts), with the field of a period that holds it.
 */
export const ANALYTICS_MONEY_COLUMNS: ReadonlyArray<{
  figure: MoneyFigure;
  label: string;
  key: keyof NonNullable<AnalyticsCsvRow['money']>;
}> = (
  [
    ['grossSales', 'gross'],
    ['taxes', 'taxes'],
    ['paymentFees', 'processingFees'],
    ['refunds', 'refunds'],
    ['net', 'net'],
    ['developerShare', 'developerShare'],
    ['platformShare', 'platformFee'],
  ] as const
).map(([figure, key]) => ({ figure, label: MONEY_FIGURE_LABELS[figure], key }));

/** Whose figures: a developer's own apps, or the whole store's (staff, /admin/analytics). */
export type AnalyticsAudience = 'developer' | 'store';

/** The developer's share of net: one name for every audience (money/figures.ts). */
export const SHARE_LABELS: Record<AnalyticsAudience, string> = {
  developer: MONEY_FIGURE_LABELS.developerShare,
  store: MONEY_FIGURE_LABELS.developerShare,
};

export interface AnalyticsCsvInput {
  /** The currency of the money columns, or null when nothing was sold (no money columns). */
  currency: string | null;
  rows: readonly AnalyticsCsvRow[];
  /** Whose figures; the columns are the same for both (money/figures.ts names them once). */
  audience?: AnalyticsAudience;
}

const COUNT_HEADERS = ['Period start', 'Downloads', 'Active users', 'Units sold', 'Units refunded'];

/** The analytics table as CSV: a header row, then one row per period in order. */
export function analyticsCsv({ currency, rows }: AnalyticsCsvInput): string {
  const header = [
    ...COUNT_HEADERS,
    ...(currency ? ANALYTICS_MONEY_COLUMNS.map(({ label }) => `${label} (${currency})`) : []),
  ].map(textCell);
  const lines = rows.map((row) => [
    textCell(row.start),
    ...[row.downloads, row.activeUsers, row.unitsSold, row.unitsRefunded].map(numberCell),
    ...(currency
      ? ANALYTICS_MONEY_COLUMNS.map(({ key }) => minorUnitsAsDecimal(row.money?.[key] ?? 0))
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
