import * as z from 'zod/mini';
import type { MinorUnits } from '../payments/revenue';
import type { LedgerAmounts } from './purchases';

// What the payment-provider test screen and the sales ledger list (decision 0036's
// addendum): pages of purchases and ledger rows, and the developer's share of a ledger row.

/** Ours: the test screen shows a short page; a client may ask for more, up to the maximum. */
export const SALES_LIST_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

export const SALES_LIST_LIMIT_OUT_OF_RANGE = `The limit must be a whole number from 1 to ${SALES_LIST_PAGE.maxLimit}.`;

/** How many test purchases or ledger rows one page holds; absent means the default. */
export const SalesListLimitSchema = z._default(
  z
    .int({ error: SALES_LIST_LIMIT_OUT_OF_RANGE })
    .check(
      z.minimum(1, SALES_LIST_LIMIT_OUT_OF_RANGE),
      z.maximum(SALES_LIST_PAGE.maxLimit, SALES_LIST_LIMIT_OUT_OF_RANGE),
    ),
  SALES_LIST_PAGE.defaultLimit,
);

/**
 * The developer's share of a ledger row: net revenue less the platform's fee
 * (docs/product.md, "Prices and money"). A refund's is its sale's negated, so a sale and its refund
 * sum to zero.
 */
export function developerShareOf(entry: Pick<LedgerAmounts, 'net' | 'platformFee'>): MinorUnits {
  return entry.net - entry.platformFee;
}
