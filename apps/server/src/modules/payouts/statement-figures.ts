import type { Currency, MonthlyStatement, PayoutStatementFigures } from '@vmu/domain';
import type { PayoutStatementRow } from '../../db/schema/payouts';
import { payoutStatusOf } from './services/unclosed-statements';

/**
 * A statement's figures named as GraphQL and the files name them, exact (bigint): of a closed
 * month's row, or of the month in progress as the domain makes it (its status as it would be if
 * the month closed now, never paid). The one mapping the query, the CSV and the PDF share.
 */
export function statementFiguresOf(
  statement: PayoutStatementRow | MonthlyStatement,
): PayoutStatementFigures & { currency: Currency } & { [K in AmountField]: bigint } {
  const closed = 'id' in statement ? statement : null;
  return {
    month: statement.month,
    currency: statement.currency,
    unitsSold: statement.saleCount,
    unitsRefunded: statement.refundCount,
    gross: statement.gross,
    taxes: statement.taxes,
    processingFees: statement.processingFees,
    refunds: statement.refunds,
    net: statement.net,
    developerShare: statement.developerShare,
    platformShare: statement.platformShare,
    carriedIn: statement.carriedIn,
    balance: statement.balance,
    minimum: statement.minimum,
    status: closed ? closed.status : payoutStatusOf(statement as MonthlyStatement),
    payoutAmount: statement.payoutAmount,
    carriedOut: statement.carriedOut,
    dueOn: closed ? closed.dueOn : (statement as MonthlyStatement).dueBy,
    paidAt: closed ? closed.paidAt : null,
    payoutReference: closed ? closed.payoutReference : null,
  };
}

/** The statement's amounts, in minor units. */
export const AMOUNT_FIELDS = [
  'gross',
  'taxes',
  'processingFees',
  'refunds',
  'net',
  'developerShare',
  'platformShare',
  'carriedIn',
  'balance',
  'minimum',
  'payoutAmount',
  'carriedOut',
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
