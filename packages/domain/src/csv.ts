import { formatMinorUnits, type MinorUnits } from './payments/revenue';

// The portal's CSV files (the analytics export, payout statements): RFC 4180, comma-separated,
// CRLF line ends, a cell holding a comma, a quote or a line break quoted with its quotes
// doubled; text guarded against spreadsheet formulas, money as exact decimals.

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

/** A whole number (a count) as its cell. */
export function numberCell(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return String(value);
}

/**
 * Whole minor units as a decimal in the currency: 499 is '4.99', -5 is '-0.05'. Every portal
 * currency (USD, EUR, GBP) has two decimals. A number (as GraphQL sends amounts) must be a safe
 * integer, a bigint (as the server reads them) is exact at any size; no float error shows.
 */
export function minorUnitsAsDecimal(amountMinor: number | MinorUnits): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Not a whole number of minor units: ${amountMinor}`);
  }
  return formatMinorUnits(BigInt(amountMinor));
}

/** Rows of cells (each already written by the helpers above) as a CSV file's text. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => `${cells.join(',')}\r\n`).join('');
}
