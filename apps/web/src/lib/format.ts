import { DEFAULT_CURRENCY } from '@vmu/domain';

// How the portal writes amounts, counts and dates, in the browser's locale.

/**
 * An amount in the app's currency, e.g. '$4.99' (USD when none is known;
 * docs/product.md, "Prices and money").
 */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: currency || DEFAULT_CURRENCY,
  }).format(amount);
}

/** An amount in minor units of its currency ('€4.99' for 499 EUR): each portal currency has cents. */
export const formatMinorMoney = (amountMinor: number, currency: string) =>
  formatMoney(amountMinor / 100, currency);

const counts = new Intl.NumberFormat();
export const formatCount = (value: number) => counts.format(value);

const measures = new Map<number, Intl.NumberFormat>();
/** A measure with a fixed number of decimals, e.g. '2.4' business days or '57.0' hours. */
export function formatMeasure(value: number, digits = 1): string {
  let format = measures.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    measures.set(digits, format);
  }
  return format.format(value);
}

const shares = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
/** A share from 0 to 1 in percent with one decimal, e.g. '66.7%'. */
export const formatShare = (fraction: number) => shares.format(fraction);

// Counts in words and file sizes are written by the domain's one rule, here and on the server.
export { countOf, formatFileSize, pluralOf } from '@vmu/domain';

const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const formatDate = (iso: string) => dates.format(new Date(iso));

// Calendar days and months are named in UTC: '2026-12-30' is that day wherever the browser is
// (read as local midnight it would be the 29th west of Greenwich).
const days = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar day 'YYYY-MM-DD' (a due date), e.g. 'Dec 30, 2026'. */
export const formatDay = (day: string) => days.format(new Date(`${day}T00:00:00Z`));

const months = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A month 'YYYY-MM' (a statement's), e.g. 'November 2026'. */
export const formatMonth = (month: string) => months.format(new Date(`${month}-01T00:00:00Z`));

const dateTimes = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A moment to the minute, e.g. 'Mar 4, 2026, 2:05 PM' (a message, a review decision). */
export const formatDateTime = (iso: string) => dateTimes.format(new Date(iso));
