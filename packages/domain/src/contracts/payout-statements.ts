import type { StatementFileFormat } from '../payouts/statement-csv';

// A closed payout statement's files (issue 18), downloaded with the session's cookie:
//   GET /api/payouts/statements/{id}/statement.csv  -> 200 text/csv, the statement's CSV
//   GET /api/payouts/statements/{id}/statement.pdf  -> 200 application/pdf, the statement
// Both are attachments named by payoutStatementFileName and never cached. A refusal is an
// ApiError (contracts/refusal.ts): 401 signed out, 403 outside the developers' main area, 404
// for an id that names none of the viewer's statements (or is no statement id at all).

export const PAYOUT_STATEMENTS_PATH = '/api/payouts/statements';

/** Where one statement's file is downloaded. */
export const payoutStatementFilePath = (id: string, format: StatementFileFormat) =>
  `${PAYOUT_STATEMENTS_PATH}/${encodeURIComponent(id)}/statement.${format}`;

export const PAYOUT_STATEMENT_NOT_FOUND = 'This payout statement does not exist.';
