import type { PayoutStatementFigures } from '@vmu/domain';
import type { PayoutStatementRow } from '../../../db/schema/payouts';

/** A statement's row as the domain's files read it: its figures, exact, named as GraphQL names them. */
export function statementFiguresOf(row: PayoutStatementRow): PayoutStatementFigures {
  return {
    month: row.month,
    currency: row.currency,
    unitsSold: row.saleCount,
    unitsRefunded: row.refundCount,
    gross: row.gross,
    taxes: row.taxes,
    processingFees: row.processingFees,
    refunds: row.refunds,
    net: row.net,
    developerShare: row.developerShare,
    platformShare: row.platformShare,
    carriedIn: row.carriedIn,
    balance: row.balance,
    minimum: row.minimum,
    status: row.status,
    payoutAmount: row.payoutAmount,
    carriedOut: row.carriedOut,
    dueOn: row.dueOn,
    paidAt: row.paidAt,
    payoutReference: row.payoutReference,
  };
}
