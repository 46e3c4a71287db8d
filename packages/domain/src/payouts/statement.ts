import { CURRENCIES, type Currency } from '../limits';
import {
  MINIMUM_PAYOUT_MINOR_UNITS,
  monthlyPayout,
  parseMonth,
  type MinorUnits,
} from '../payments/revenue';
import type { LedgerAmounts } from '../store/purchases';
import { statementDeveloperShare } from '../money/share';

// Monthly payout statements (decision 0039): one statement per developer per currency
// per month, made from the month's summed sales-ledger rows and the balance carried from the
// month before. Each currency is its own balance and is never converted.

/**
 * The minimum payout of each currency the store sells in, in its minor units. The product's
 * minimum is GBP 10.00 (docs/product.md, "Prices and money") or its equivalent; a small store has
 * no live FX feed, so the equivalent is this fixed table, reviewed by staff: the pound's highest
 * rate since mid-2016 (about 1.21 EUR and 1.43 USD) rounded up to the next half unit, so no minimum
 * is worth less than GBP 10.00.
 */
export const MINIMUM_PAYOUT_BY_CURRENCY: Readonly<Record<Currency, MinorUnits>> = {
  GBP: MINIMUM_PAYOUT_MINOR_UNITS,
  EUR: 1250n,
  USD: 1450n,
};

function checkCurrency(currency: string): Currency {
  if (!(CURRENCIES as readonly string[]).includes(currency)) {
    throw new RangeError(`currency must be one of ${CURRENCIES.join(', ')}, got '${currency}'`);
  }
  return currency as Currency;
}

/** The minimum payout of `currency` in its minor units; a currency the store does not sell in is refused. */
export function minimumPayoutOf(currency: string): MinorUnits {
  return MINIMUM_PAYOUT_BY_CURRENCY[checkCurrency(currency)];
}

/** A developer's sales-ledger rows of one month and currency, summed, with how many there were. */
export type LedgerTotals = LedgerAmounts & { saleCount: number; refundCount: number };

/** The totals of a month without a sale or a refund. */
export const NO_LEDGER_ROWS: Readonly<LedgerTotals> = {
  gross: 0n,
  tax: 0n,
  processingFee: 0n,
  refund: 0n,
  net: 0n,
  platformFee: 0n,
  saleCount: 0,
  refundCount: 0,
};

export type StatementStatus = 'PAYABLE' | 'CARRIED';

/** The sums of a developer's statements in one currency before the one being made. */
export type EarlierStatements = { net: MinorUnits; developerShare: MinorUnits };
export const NO_EARLIER_STATEMENTS: Readonly<EarlierStatements> = { net: 0n, developerShare: 0n };

export type MonthlyStatement = {
  month: string;
  currency: Currency;
  saleCount: number;
  refundCount: number;
  gross: MinorUnits;
  /** Tax on the month's sales less tax reversed by its refunds (negative when refunds lead). */
  taxes: MinorUnits;
  processingFees: MinorUnits;
  /** Gross of the sales refunded this month, whenever they were sold. */
  refunds: MinorUnits;
  net: MinorUnits;
  developerShare: MinorUnits;
  platformShare: MinorUnits;
  carriedIn: MinorUnits;
  /** carriedIn + developerShare: what is paid when it reaches the minimum. */
  balance: MinorUnits;
  status: StatementStatus;
  /** The whole balance when PAYABLE, otherwise 0. */
  payoutAmount: MinorUnits;
  /** What the next month starts from: 0 after a payout, otherwise the balance. */
  carriedOut: MinorUnits;
  /** YYYY-MM-DD: the month's last day plus 30 days. */
  dueBy: string;
  /** The minimum payout of the statement's currency. */
  minimum: MinorUnits;
};

function checkAmount(name: string, amount: unknown): MinorUnits {
  // Amounts read from a database or JSON may arrive as numbers or strings; a number may already
  // have lost pennies, so only exact bigints are taken.
  if (typeof amount !== 'bigint') {
    throw new RangeError(`${name} must be a bigint count of minor units, got ${typeof amount}`);
  }
  return amount;
}

function checkCount(name: string, count: unknown): number {
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`${name} must be a whole number of ledger rows, 0 or more`);
  }
  return count;
}

function checkLedger(ledger: LedgerTotals): LedgerTotals {
  const amountNames = ['gross', 'tax', 'processingFee', 'refund', 'net', 'platformFee'] as const;
  for (const name of amountNames) checkAmount(`ledger.${name}`, ledger[name]);
  checkCount('ledger.saleCount', ledger.saleCount);
  checkCount('ledger.refundCount', ledger.refundCount);
  // Each row's gross and refund are at least zero (the ledger's checks); their tax and fee are
  // negative on refunds, so the sums of those may be too.
  if (ledger.gross < 0n) throw new RangeError('ledger.gross must not be negative');
  if (ledger.refund < 0n) throw new RangeError('ledger.refund must not be negative');
  // Every row adds up (a check of the ledger's table), so its sums do: anything else is not a
  // sum of ledger rows.
  const net = ledger.gross - ledger.tax - ledger.processingFee - ledger.refund;
  if (ledger.net !== net) {
    throw new RangeError(
      `ledger.net must be gross - tax - processingFee - refund (${net}), got ${ledger.net}`,
    );
  }
  return ledger;
}

/**
 * The statement of one month in one currency: the month's ledger totals, the developer's share
 * added to the balance carried in, and whether that balance is paid or carried.
 */
export function monthlyStatement(input: {
  month: string;
  currency: string;
  carriedIn: MinorUnits;
  ledger: LedgerTotals;
  /** The sums of the developer's earlier statements in the currency (none: zero). */
  earlier?: EarlierStatements;
}): MonthlyStatement {
  const currency = checkCurrency(input.currency);
  const minimum = MINIMUM_PAYOUT_BY_CURRENCY[currency];
  const carriedIn = checkAmount('carriedIn', input.carriedIn);
  const ledger = checkLedger(input.ledger);
  // The share is of the currency's whole net so far, less what earlier statements gave: each
  // statement carries the rounding the one before left, so the developer's total is always 75%
  // of their total net to within half a minor unit (money/share.ts, decision 0057). A sum of the
  // ledger rows' own shares, each rounded, would drift with the number of sales.
  const earlier = input.earlier ?? NO_EARLIER_STATEMENTS;
  const developerShare = statementDeveloperShare({
    netBefore: checkAmount('earlier.net', earlier.net),
    shareBefore: checkAmount('earlier.developerShare', earlier.developerShare),
    net: ledger.net,
  });
  const payout = monthlyPayout({ month: input.month, carriedIn, developerShare, minimum });
  return {
    month: input.month,
    currency,
    saleCount: ledger.saleCount,
    refundCount: ledger.refundCount,
    gross: ledger.gross,
    taxes: ledger.tax,
    processingFees: ledger.processingFee,
    refunds: ledger.refund,
    net: ledger.net,
    developerShare,
    platformShare: ledger.net - developerShare,
    carriedIn,
    balance: carriedIn + developerShare,
    status: payout.payable ? 'PAYABLE' : 'CARRIED',
    payoutAmount: payout.amount,
    carriedOut: payout.carriedOut,
    dueBy: payout.dueBy,
    minimum,
  };
}

function formatMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month after 'YYYY-MM': '2026-12' -> '2027-01'. */
export function monthAfter(month: string): string {
  const parsed = parseMonth(month);
  return parsed.month === 12
    ? formatMonth(parsed.year + 1, 1)
    : formatMonth(parsed.year, parsed.month + 1);
}

/** The month before 'YYYY-MM': '2027-01' -> '2026-12'. */
export function monthBefore(month: string): string {
  const parsed = parseMonth(month);
  return parsed.month === 1
    ? formatMonth(parsed.year - 1, 12)
    : formatMonth(parsed.year, parsed.month - 1);
}

/**
 * A developer's statements in one currency, month after month from the earliest month given
 * (or `from`) to the latest (or `through`; either alone with no months gives one month): each
 * month starts from the one before's carriedOut, the first from `openingBalance`. A month
 * missing from `months` had no ledger rows and appears with zeros, carrying the balance. The
 * order of `months` does not matter; a month given twice is refused, as it would count its rows
 * twice.
 */
export function statementsOver(input: {
  currency: string;
  openingBalance: MinorUnits;
  /** The sums of the currency's statements already stored (none: zero). */
  earlier?: EarlierStatements;
  months: ReadonlyArray<{ month: string; ledger: LedgerTotals }>;
  from?: string;
  through?: string;
}): MonthlyStatement[] {
  checkCurrency(input.currency);
  checkAmount('openingBalance', input.openingBalance);
  const byMonth = new Map<string, LedgerTotals>();
  for (const { month, ledger } of input.months) {
    parseMonth(month);
    if (byMonth.has(month)) throw new RangeError(`month ${month} is given twice`);
    byMonth.set(month, ledger);
  }
  // 'YYYY-MM' strings sort as the months they name.
  const given = [...byMonth.keys()].sort();
  const first = input.from ?? given[0] ?? input.through;
  const last = input.through ?? given.at(-1) ?? input.from;
  if (first === undefined || last === undefined) return [];
  parseMonth(first);
  parseMonth(last);
  if (first > last) throw new RangeError(`from (${first}) must not be after through (${last})`);
  const outside = given.find((month) => month < first || month > last);
  if (outside !== undefined) {
    throw new RangeError(`month ${outside} is outside ${first} to ${last}`);
  }
  const statements: MonthlyStatement[] = [];
  let carriedIn = input.openingBalance;
  let earlier = input.earlier ?? NO_EARLIER_STATEMENTS;
  for (let month = first; ; month = monthAfter(month)) {
    const statement = monthlyStatement({
      month,
      currency: input.currency,
      carriedIn,
      ledger: byMonth.get(month) ?? NO_LEDGER_ROWS,
      earlier,
    });
    statements.push(statement);
    carriedIn = statement.carriedOut;
    earlier = {
      net: earlier.net + statement.net,
      developerShare: earlier.developerShare + statement.developerShare,
    };
    if (month === last) break;
  }
  return statements;
}

/**
 * How long after a month ends it can be closed (decision 0041). A ledger row belongs to the UTC
 * month of its recorded_at, the database's clock at the start of the transaction that writes it;
 * a transaction that began a moment before midnight commits a moment after. An hour later every
 * such transaction has committed or failed, so no row can still appear in the month once closed.
 */
export const MONTH_CLOSE_GRACE_MS = 60 * 60 * 1000;

function checkInstant(name: string, instant: Date): number {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`${name} must be a valid date`);
  }
  return instant.getTime();
}

/** The first instant of 'YYYY-MM' in UTC. */
export function monthStart(month: string): Date {
  const parsed = parseMonth(month);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, 1));
}

/** The UTC month ('YYYY-MM') an instant falls in. */
export function monthOf(instant: Date): string {
  const date = new Date(checkInstant('instant', instant));
  return formatMonth(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** When `month` can be closed: the month after it starts, plus the grace period. */
export function monthClosesAt(month: string): Date {
  return new Date(monthStart(monthAfter(month)).getTime() + MONTH_CLOSE_GRACE_MS);
}

/**
 * A month can be closed (its statement made and paid) once it has ended in UTC and the grace
 * period after it has passed.
 */
export function isMonthClosable(month: string, now: Date): boolean {
  const closesAt = monthClosesAt(month).getTime();
  return checkInstant('now', now) >= closesAt;
}

/**
 * The latest month that can be closed at `now`: the month before the one `now` less the grace
 * falls in ('2027-01-01T00:30Z' gives '2026-11': December closes at 01:00).
 */
export function lastClosableMonth(now: Date): string {
  return monthBefore(monthOf(new Date(checkInstant('now', now) - MONTH_CLOSE_GRACE_MS)));
}
