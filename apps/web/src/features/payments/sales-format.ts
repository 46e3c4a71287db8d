import type { PurchaseStatus } from '@/lib/graphql/graphql';

/** How the test screen names a purchase's status. */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  REFUNDED: 'Refunded',
};
