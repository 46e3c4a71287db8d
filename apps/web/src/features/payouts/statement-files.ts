import type { PayoutStatement } from './api/get-payouts';

export type StatementFileFormat = 'csv' | 'pdf';

/** Where a closed statement's file is downloaded (the server's payout statement routes). */
export const statementFileUrl = (
  statement: Pick<PayoutStatement, 'id'>,
  format: StatementFileFormat,
) => `/api/payouts/statements/${encodeURIComponent(statement.id)}/statement.${format}`;
