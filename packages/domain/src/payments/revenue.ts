import { utcDayOf } from '../analytics/range';
import { MINIMUM_PAYOUT } from '../limits';
import { developerShareOfNet } from '../money/share';

// Revenue rules (docs/product.md, "Prices and money"): the developer gets 75% of net revenue and
// the platform 25%; payouts are monthly, at least GBP 10.00, within 30 days of month end. Money is
// a bigint count of minor units (pence, cents) so no amount is ever a binary fraction.

/** An amount in minor units of its currency: 1000n is 10.00. */
export type MinorUnits = bigint;

export const MINIMUM_PAYOUT_MINOR_UNITS: MinorUnits = BigInt(MINIMUM_PAYOUT.amount) * 100n;
export const PAYOUT_DAYS_AFTER_MONTH_END = 30;

export type RevenueSplit = {
  net: MinorUnits;
  developerShare: MinorUnits;
  platformShare: MinorUnits;
};

/**
 * Net revenue (gross minus taxes, processing fees and refunds) split 75/25. The developer's
 * share is rounded half to even (money/share.ts, decision 0057) and the platform takes the
 * remainder, so the two always sum to net exactly; the rounding is symmetric, so a refund
 * reverses its sale to the penny: the split of -n is exactly the negation of the split of n.
 */
export function splitRevenue(input: {
  gross: MinorUnits;
  taxes: MinorUnits;
  processingFees: MinorUnits;
  refunds: MinorUnits;
}): RevenueSplit {
  for (const [name, amount] of Object.entries(input)) {
    // A deduction passed as a negative number would silently raise net revenue.
    if (amount < 0n) throw new RangeError(`${name} must not be negative`);
  }
  const net = input.gross - input.taxes - input.processingFees - input.refunds;
  const developerShare = developerShareOfNet(net);
  return { net, developerShare, platformShare: net - developerShare };
}

export type MonthlyPayout = {
  /** The balance reached the minimum payout and is paid in full this month. */
  payable: boolean;
  amount: MinorUnits;
  /** What the next month starts from: 0 after a payout, otherwise the whole balance. */
  carriedOut: MinorUnits;
  /** ISO date (YYYY-MM-DD) by which the payout is made: month end plus 30 days. */
  dueBy: string;
};

/**
 * A month's payout to a developer from the balance carried in plus the month's developer
 * share. Below the minimum (GBP 10.00 unless the balance's currency has its own, see
 * payouts/statement.ts) nothing is paid and the balance is carried; a negative balance (refunds
 * larger than the month's sales) is carried too, offsetting later earnings.
 */
export function monthlyPayout(input: {
  month: string;
  carriedIn: MinorUnits;
  developerShare: MinorUnits;
  /** The minimum payout in minor units of the balance's currency. */
  minimum?: MinorUnits;
}): MonthlyPayout {
  const dueBy = payoutDueBy(input.month);
  const minimum = input.minimum ?? MINIMUM_PAYOUT_MINOR_UNITS;
  // A minimum of zero or less would "pay" an empty or negative balance.
  if (minimum <= 0n) throw new RangeError(`the minimum payout must be positive, got ${minimum}`);
  const balance = input.carriedIn + input.developerShare;
  if (balance >= minimum) {
    return { payable: true, amount: balance, carriedOut: 0n, dueBy };
  }
  return { payable: false, amount: 0n, carriedOut: balance, dueBy };
}

const MONTH = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** A payout month 'YYYY-MM' as numbers (month 1-12); anything else is refused. */
export function parseMonth(month: string): { year: number; month: number } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`month must be YYYY-MM, got '${month}'`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The last day a payout for `month` ('YYYY-MM') may be made: its last day plus 30 days. */
export function payoutDueBy(month: string): string {
  const parsed = parseMonth(month);
  // parsed.month is 1-based, so as Date.UTC's 0-based index it is the next month; day 0 of the
  // next month is this month's last day, and Date.UTC carries the overflow.
  const due = new Date(Date.UTC(parsed.year, parsed.month, PAYOUT_DAYS_AFTER_MONTH_END));
  return utcDayOf(due);
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '10.00' -> 1000n, '9.9' -> 990n, '-0.05' -> -5n; more than 2 decimals is refused, not rounded. */
export function parseMinorUnits(text: string): MinorUnits {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`'${text}' is not an amount with at most 2 decimals`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -units : units;
}

/** 1000n -> '10.00', -5n -> '-0.05'. */
export function formatMinorUnits(amount: MinorUnits): string {
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
