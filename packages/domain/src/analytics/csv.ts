import type { AnalyticsRange } from './range';

// The CSV export of the analytics screen (issue 18): exactly the table's numbers, one row per
// period. RFC 4180: comma-separated, CRLF line ends, a cell holding a comma, a quote or a line
// break quoted with its quotes doubled.

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

export interface AnalyticsCsvInput {
  /** The currency of the money columns, or null when nothing was sold (no money columns). */
  currency: string | null;
  rows: readonly AnalyticsCsvRow[];
}

const COUNT_HEADERS = ['Period start', 'Downloads', 'Active users', 'Units sold', 'Units refunded'];
const MONEY_HEADERS = ['Gross', 'Refunds', 'Net', 'Platform fee', 'Your share'];

/**
 * Whole minor units as a decimal in the currency: 499 is '4.99', -5 is '-0.05'. Every portal
 * currency (USD, EUR, GBP) has two decimals. Integer arithmetic, so no float error shows.
 */
export function minorUnitsAsDecimal(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Not a whole number of minor units: ${amountMinor}`);
  }
  const whole = Math.abs(amountMinor);
  const sign = amountMinor < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A text cell, safe to open in a spreadsheet: one starting with = + - @ (or a tab or carriage
 * return) would be read as a formula, so it gets a leading apostrophe (OWASP CSV injection);
 * then quoted when RFC 4180 needs it. Numbers are written by `numberCell`, never protected: a
 * negative amount must stay a number.
 */
export function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const numberCell = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return String(value);
};

/** The analytics table as CSV: a header row, then one row per period in order. */
export function analyticsCsv({ currency, rows }: AnalyticsCsvInput): string {
  const header = [
    ...COUNT_HEADERS,
    ...(currency ? MONEY_HEADERS.map((label) => `${label} (${currency})`) : []),
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
  return [header, ...lines].map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** The export's file name, e.g. 'analytics-2026-10-26-to-2026-11-24-day.csv'. */
export const analyticsCsvFileName = ({ from, to, grouping }: AnalyticsRange) =>
  `analytics-${from}-to-${to}-${grouping.toLowerCase()}.csv`;
