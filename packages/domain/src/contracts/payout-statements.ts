import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../limits';
import type { StatementFileFormat } from '../payouts/statement-csv';

// A closed payout statement's files (decision 0039), downloaded with the session's cookie:
//   GET /api/payouts/statements/{id}/statement.csv  -> 200 text/csv, the statement's CSV
//   GET /api/payouts/statements/{id}/statement.pdf  -> 200 application/pdf, the statement
//   GET /api/payouts/statements.csv[?currency=EUR]   -> 200 text/csv, all the viewer's statements
// All are attachments named by the domain (payouts/statement-csv.ts) and never cached. A refusal
// is an ApiError (contracts/refusal.ts): 401 signed out, 403 outside the developers' main area,
// 404 for an id that names none of the viewer's statements (or is no statement id at all), 400
// for a currency the store does not sell in.

export const PAYOUT_STATEMENTS_PATH = '/api/payouts/statements';

/** Where one statement's file is downloaded. */
export const payoutStatementFilePath = (id: string, format: StatementFileFormat) =>
  `${PAYOUT_STATEMENTS_PATH}/${encodeURIComponent(id)}/statement.${format}`;

export const PAYOUT_STATEMENT_NOT_FOUND = 'This payout statement does not exist.';

/** Where all the viewer's statements are downloaded as one CSV, of one currency when given. */
export const payoutStatementsCsvPath = (currency?: Currency) =>
  `${PAYOUT_STATEMENTS_PATH}.csv${currency ? `?currency=${currency}` : ''}`;

export const PAYOUT_STATEMENTS_CURRENCY_INVALID = `currency must be one of ${CURRENCIES.join(', ')}`;

/** The export's query: every currency, or the one named. */
export const PayoutStatementsCsvQuerySchema = z.object({
  currency: z.optional(z.enum(CURRENCIES, { error: PAYOUT_STATEMENTS_CURRENCY_INVALID })),
});
