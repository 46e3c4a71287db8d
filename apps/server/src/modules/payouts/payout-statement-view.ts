import type { MonthlyStatement } from '@vmu/domain';
import type { PayoutStatementRow } from '../../db/schema/payouts';
import type { PayoutStatement } from '../../graphql/generated/types.generated';
import { payoutStatusOf } from './services/unclosed-statements';

/**
 * An amount as GraphQL's Float: whole minor units, exact below 2^53 (a developer's month would
 * have to be 90 trillion euros to reach it); beyond that a wrong figure would be sent, so it is
 * refused instead.
 */
function minorUnitsFloat(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`a payout amount out of range: ${amount}`);
  return value;
}

type StatementFigures = Pick<
  MonthlyStatement,
  | 'month'
  | 'currency'
  | 'saleCount'
  | 'refundCount'
  | 'gross'
  | 'taxes'
  | 'processingFees'
  | 'refunds'
  | 'net'
  | 'developerShare'
  | 'platformShare'
  | 'carriedIn'
  | 'balance'
  | 'payoutAmount'
  | 'carriedOut'
  | 'minimum'
>;

function figuresOf(statement: StatementFigures) {
  return {
    month: statement.month,
    currency: statement.currency,
    unitsSold: statement.saleCount,
    unitsRefunded: statement.refundCount,
    gross: minorUnitsFloat(statement.gross),
    taxes: minorUnitsFloat(statement.taxes),
    processingFees: minorUnitsFloat(statement.processingFees),
    refunds: minorUnitsFloat(statement.refunds),
    net: minorUnitsFloat(statement.net),
    developerShare: minorUnitsFloat(statement.developerShare),
    platformShare: minorUnitsFloat(statement.platformShare),
    carriedIn: minorUnitsFloat(statement.carriedIn),
    balance: minorUnitsFloat(statement.balance),
    payoutAmount: minorUnitsFloat(statement.payoutAmount),
    carriedOut: minorUnitsFloat(statement.carriedOut),
    minimum: minorUnitsFloat(statement.minimum),
  };
}

/** The GraphQL PayoutStatement of a closed month's row. */
export const payoutStatementOf = (row: PayoutStatementRow): PayoutStatement => ({
  id: row.id,
  ...figuresOf(row),
  status: row.status,
  dueOn: row.dueOn,
  payoutReference: row.payoutReference,
  paidAt: row.paidAt,
  closedAt: row.closedAt,
});

/**
 * The id of the month in progress in one currency: it has no stored statement yet, so no uuid;
 * payoutStatement(id) does not find it (only closed months can be downloaded).
 */
export const currentStatementId = (month: string, currency: string) =>
  `current-${month}-${currency}`;

/** The GraphQL PayoutStatement of the month in progress, as it stands (not closed). */
export const currentStatementOf = (statement: MonthlyStatement): PayoutStatement => ({
  id: currentStatementId(statement.month, statement.currency),
  ...figuresOf(statement),
  // As it would be if the month closed now.
  status: payoutStatusOf(statement),
  dueOn: statement.dueBy,
  payoutReference: null,
  paidAt: null,
  closedAt: null,
});
