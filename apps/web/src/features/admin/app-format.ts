import { formatDate, formatMoney } from '@/lib/format';
import type { AccountType, DeveloperStatus, PegiRating } from '@/lib/graphql/graphql';

// How the admin app screens write an app's figures (docs/product.md, "Admin screens",
// /admin/review, /admin/apps). Money, counts and dates are written as everywhere else
// (lib/format.ts).
export { formatCount, formatDate, formatDateTime, formatMoney } from '@/lib/format';

/** 'Free' for a price of 0, else the amount in the app's currency. */
export function formatPrice(price: number, currency: string | null | undefined): string {
  return price === 0 ? 'Free' : formatMoney(price, currency);
}

/** The package size as every screen writes it ('15 KB', '1.5 MB'); 'Unknown' without a size. */
export { formatFileSize as formatPackageSize } from '@/lib/format';

/** 'PEGI 12' for PEGI_12; 'Not rated' without a rating. */
export function formatPegi(pegi: PegiRating | null | undefined): string {
  return pegi ? pegi.replace('_', ' ') : 'Not rated';
}

/** A category as a label: the app types read 'App' and 'Game', others as stored. */
export function formatCategory(category: string): string {
  if (category === 'app') return 'App';
  if (category === 'game') return 'Game';
  return category;
}

/** The last-updated date, or 'Recently' when none is known. */
export function formatUpdated(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : 'Recently';
}

/** How the admin screens name a developer's review status. */
export const DEVELOPER_STATUS_LABELS: Record<DeveloperStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** How the admin screens name a developer's account type. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  individual: 'Individual',
  business: 'Business',
};
