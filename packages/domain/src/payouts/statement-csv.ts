import { csvOf, minorUnitsAsDecimal, numberCell, textCell } from '../csv';
import { CURRENCIES } from '../limits';
import { MONEY_FIGURE_LABELS } from '../money/figures';
import { parseMonth, type MinorUnits } from '../payments/revenue';

// A closed payout statement as a file a developer keeps or gives an accountant (decision 0039): the
// CSV of one statement or of a list of them (one row each), and the files' names. The server's
// download routes and the /payouts screen write the same text from the same figures.

/**
 * Where a closed month's payout stands: CARRIED (below the currency's minimum, or negative:
 * nothing paid), DUE (to be paid by the due date), PAID (transferred, with its reference).
 */
export const PAYOUT_STATEMENT_STATUSES = ['CARRIED', 'DUE', 'PAID'] as const;
export type PayoutStatementStatus = (typeof PAYOUT_STATEMENT_STATUSES)[number];

/** The statuses in words, as the statement's files and screens write them. */
export const PAYOUT_STATUS_WORDS: Readonly<Record<PayoutStatementStatus, string>> = {
  CARRIED: 'Carried',
  DUE: 'Due',
  PAID: 'Paid',
};

/**
 * Whole minor units of the statement's currency (499 is 4.99): a bigint as the server reads the
 * table, or a number as GraphQL sends it.
 */
export type StatementAmount = MinorUnits | number;

/** A statement's figures, named as the GraphQL PayoutStatement names them. */
export interface PayoutStatementFigures {
  /** YYYY-MM. */
  month: string;
  currency: string;
  unitsSold: number;
  unitsRefunded: number;
  gross: StatementAmount;
  taxes: StatementAmount;
  processingFees: StatementAmount;
  refunds: StatementAmount;
  net: StatementAmount;
  developerShare: StatementAmount;
  platformShare: StatementAmount;
  carriedIn: StatementAmount;
  balance: StatementAmount;
  minimum: StatementAmount;
  status: PayoutStatementStatus;
  payoutAmount: StatementAmount;
  carriedOut: StatementAmount;
  /** YYYY-MM-DD. */
  dueOn: string;
  /** When it was paid: a Date, or its ISO text as GraphQL sends it; null until then. */
  paidAt: Date | string | null;
  payoutReference: string | null;
}

/** The columns in order: their header and how a statement writes its cell. */
const COLUMNS: ReadonlyArray<readonly [string, (s: PayoutStatementFigures) => string]> = [
  ['Month', (s) => textCell(s.month)],
  ['Currency', (s) => textCell(s.currency)],
  ['Units sold', (s) => numberCell(s.unitsSold)],
  ['Units refunded', (s) => numberCell(s.unitsRefunded)],
  // The money figures by their one name, in their one order (money/figures.ts).
  [MONEY_FIGURE_LABELS.grossSales, (s) => minorUnitsAsDecimal(s.gross)],
  [MONEY_FIGURE_LABELS.taxes, (s) => minorUnitsAsDecimal(s.taxes)],
  [MONEY_FIGURE_LABELS.paymentFees, (s) => minorUnitsAsDecimal(s.processingFees)],
  [MONEY_FIGURE_LABELS.refunds, (s) => minorUnitsAsDecimal(s.refunds)],
  [MONEY_FIGURE_LABELS.net, (s) => minorUnitsAsDecimal(s.net)],
  [MONEY_FIGURE_LABELS.developerShare, (s) => minorUnitsAsDecimal(s.developerShare)],
  [MONEY_FIGURE_LABELS.platformShare, (s) => minorUnitsAsDecimal(s.platformShare)],
  ['Carried in', (s) => minorUnitsAsDecimal(s.carriedIn)],
  ['Balance', (s) => minorUnitsAsDecimal(s.balance)],
  ['Minimum payout', (s) => minorUnitsAsDecimal(s.minimum)],
  ['Status', (s) => textCell(PAYOUT_STATUS_WORDS[s.status])],
  ['Payout amount', (s) => minorUnitsAsDecimal(s.payoutAmount)],
  ['Carried out', (s) => minorUnitsAsDecimal(s.carriedOut)],
  ['Due date', (s) => textCell(s.dueOn)],
  ['Paid at', (s) => textCell(s.paidAt === null ? '' : paidAtText(s.paidAt))],
  ['Payout reference', (s) => textCell(s.payoutReference ?? '')],
];

/** The moment a payout was made, in UTC to the second: '2026-11-20T09:30:00Z'. */
export function paidAtText(paidAt: Date | string): string {
  const moment = new Date(paidAt);
  if (Number.isNaN(moment.getTime())) throw new RangeError(`paidAt is not a date: '${paidAt}'`);
  return moment.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A statement's month and currency, checked: they name its files and head its rows. */
function checkMonthAndCurrency(statement: Pick<PayoutStatementFigures, 'month' | 'currency'>) {
  parseMonth(statement.month);
  if (!(CURRENCIES as readonly string[]).includes(statement.currency)) {
    throw new RangeError(
      `currency must be one of ${CURRENCIES.join(', ')}, got '${statement.currency}'`,
    );
  }
}

function checkStatement(statement: PayoutStatementFigures): PayoutStatementFigures {
  checkMonthAndCurrency(statement);
  if (!(statement.status in PAYOUT_STATUS_WORDS)) {
    throw new RangeError(`status must be CARRIED, DUE or PAID, got '${statement.status}'`);
  }
  return statement;
}

/**
 * Statements as CSV: a header row, then one row per statement in the order given, amounts as
 * exact decimals of each row's currency (negative ones stay numbers).
 */
export function payoutStatementsCsv(statements: readonly PayoutStatementFigures[]): string {
  const header = COLUMNS.map(([title]) => textCell(title));
  const rows = statements.map(checkStatement).map((s) => COLUMNS.map(([, cell]) => cell(s)));
  return csvOf([header, ...rows]);
}

/** One statement as CSV: the header and its row. */
export const payoutStatementCsv = (statement: PayoutStatementFigures) =>
  payoutStatementsCsv([statement]);

export type StatementFileFormat = 'csv' | 'pdf';

/** One statement's file name: 'vmu-payout-statement-2026-10-EUR.csv'. */
export function payoutStatementFileName(
  statement: Pick<PayoutStatementFigures, 'month' | 'currency'>,
  format: StatementFileFormat,
): string {
  checkMonthAndCurrency(statement);
  return `vmu-payout-statement-${statement.month}-${statement.currency}.${format}`;
}

/**
 * A list's CSV file name by the months it covers and its currency when it has one:
 * 'vmu-payout-statements-2026-01-to-2026-10-EUR.csv', '...-2026-10.csv' for one month.
 */
export function payoutStatementsCsvFileName(
  statements: readonly Pick<PayoutStatementFigures, 'month' | 'currency'>[],
): string {
  statements.forEach(checkMonthAndCurrency);
  const months = statements.map((s) => s.month).sort();
  const currencies = new Set(statements.map((s) => s.currency));
  const first = months[0];
  const last = months.at(-1);
  const parts = ['vmu-payout-statements'];
  if (first !== undefined && last !== undefined) {
    parts.push(first === last ? first : `${first}-to-${last}`);
  }
  if (currencies.size === 1) parts.push(...currencies);
  return `${parts.join('-')}.csv`;
}
