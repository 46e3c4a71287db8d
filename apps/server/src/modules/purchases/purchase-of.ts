import type { PurchaseRow } from '../../db/schema/purchases';
import type { Purchase } from '../../graphql/generated/types.generated';

/** The GraphQL Purchase of a purchase row. */
export const purchaseOf = (row: PurchaseRow): Omit<Purchase, '__typename'> => ({
  purchaseId: row.id,
  status: row.status,
  priceMinor: row.priceMinor,
  currency: row.currency,
  createdAt: row.createdAt,
  completedAt: row.completedAt,
  refundedAt: row.refundedAt,
});
