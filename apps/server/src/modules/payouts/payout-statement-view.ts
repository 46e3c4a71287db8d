import type { MonthlyStatement } from '@vmu/domain';
import type { PayoutStatementRow } from '../../db/schema/payouts';
import type { PayoutStatement, PayoutStatus } from '../../graphql/generated/types.generated';
import { minorUnitsFloat } from '../shared/minor-units';
import { AMOUNT_FIELDS, statementFiguresOf, type AmountField } from './statement-figures';

/** A statement's figures as GraphQL sends them: the amounts as Floats of whole minor units. */
function figuresOf(statement: PayoutStatementRow | MonthlyStatement) {
  const figures = statementFiguresOf(statement);
  const amounts = Object.fromEntries(
    AMOUNT_FIELDS.map((field) => [field, minorUnitsFloat(figures[field])]),
  ) as Record<AmountField, number>;
  return { ...figures, ...amounts, status: figures.status as PayoutStatus };
}

/** The GraphQL PayoutStatement of a closed month's row. */
export const payoutStatementOf = (row: PayoutStatementRow): PayoutStatement => ({
  id: row.id,
  ...figuresOf(row),
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
  closedAt: null,
});
