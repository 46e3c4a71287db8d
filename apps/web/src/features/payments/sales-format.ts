import { formatMoney } from '@/lib/format';
import type { PurchaseStatus } from '@/lib/graphql/graphql';

/** An amount in minor units of its currency ('€4.99' for 499 EUR): each portal currency has cents. */
export const formatMinorMoney = (amountMinor: number, currency: string) =>
  formatMoney(amountMinor / 100, currency);

/** How the test screen names a purchase's status. */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  REFUNDED: 'Refunded',
};
