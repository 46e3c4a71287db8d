import * as z from 'zod/mini';

// The /payouts screen's list of closed statements (decision 0041): newest month first, a page at
// a time.

/** Ours: a year of one currency's statements per page by default; more on request. */
export const PAYOUT_STATEMENTS_PAGE = { defaultFirst: 12, maxFirst: 60 } as const;

export const PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE = `The number of statements must be a whole number from 1 to ${PAYOUT_STATEMENTS_PAGE.maxFirst}.`;

/** How many statements one page holds; absent means the default. */
export const PayoutStatementsFirstSchema = z._default(
  z
    .int({ error: PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE })
    .check(
      z.minimum(1, PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE),
      z.maximum(PAYOUT_STATEMENTS_PAGE.maxFirst, PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE),
    ),
  PAYOUT_STATEMENTS_PAGE.defaultFirst,
);
