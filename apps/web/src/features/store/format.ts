import type { CatalogueApp } from '@vmu/domain';

// The store's pages are rendered on the server with their data, and React takes that HTML over
// in the visitor's browser: each figure must read the same on both sides. So amounts and dates
// are written in one locale and time zone for everyone (as the news pages' dates), not in the
// visitor's as lib/format.ts writes them on signed-in screens, which the server cannot know.

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    // en-US writes each of the store's currencies with its own symbol: $4.99, €4.99, £4.99.
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** 'Free', or the price in its currency from minor units ('£4.99' for 499 GBP). */
export function formatCataloguePrice(price: CatalogueApp['price']): string {
  if (!price) return 'Free';
  const format = moneyFormat(price.currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amountMinor / 10 ** digits);
}

const dates = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
/** '4 March 2026', the same day for every visitor whatever their time zone. */
export const formatStoreDate = (iso: string) => dates.format(new Date(iso));

/** 'PEGI 12' for 'PEGI_12'. */
export const formatPegi = (rating: string) => rating.replace('_', ' ');

const counts = new Intl.NumberFormat('en-US');
/** '12,480', with the same separators for every visitor. */
export const formatStoreCount = (value: number) => counts.format(value);

/** 'App' or 'Game'. */
export const formatAppType = (type: CatalogueApp['type']) => (type === 'game' ? 'Game' : 'App');
