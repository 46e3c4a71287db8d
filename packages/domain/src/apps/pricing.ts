import { CREATE_PRICE, LIVE_PRICE, type Currency } from '../limits';

// Price rules (docs/product.md, "Price edit", "Prices and money"; the limits are in limits.ts).
// Amounts are compared in whole cents so float error (0.1 + 0.2) never decides a price.

export const FREE_TO_PAID =
  'Cannot convert a free app to paid. Once published as free, apps must remain free.';
export const PAID_TO_FREE = 'Cannot convert a paid app to free. Paid apps must remain paid.';
export const PRICE_NEGATIVE = 'Price cannot be negative';

/**
 * An amount as the price messages write it, in the app's own currency: '$999.99', '€999.99',
 * '£999.99'. The spec's texts are in dollars; an app priced in EUR or GBP gets the same text
 * in its currency. Fixed symbols, not the reader's locale: server and browser must
 * say the same thing.
 */
export function priceAmount(amount: number, currency: Currency): string {
  return `${CURRENCY_SYMBOLS[currency]}${amount.toFixed(2)}`;
}
const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£' };

export const priceTooHigh = (currency: Currency) =>
  `Price cannot exceed ${priceAmount(LIVE_PRICE.max, currency)}`;
export const livePriceRange = (currency: Currency) =>
  `Price must be between ${priceAmount(LIVE_PRICE.min, currency)} and ${priceAmount(LIVE_PRICE.max, currency)}`;

export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The create form's price on blur: clamped to 1.00-99.00 and rounded to the nearest 0.50;
 * anything that is not a number becomes 1.00 (docs/product.md, "App form rules").
 */
export function normalizeCreatePrice(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(input);
  if (!Number.isFinite(value)) return CREATE_PRICE.min;
  const clamped = Math.min(CREATE_PRICE.max, Math.max(CREATE_PRICE.min, value));
  return Math.round(clamped / CREATE_PRICE.step) * CREATE_PRICE.step;
}

/** A paid app's price when created: 1.00-99.00 in steps of 0.50. */
export function isValidCreatePrice(price: number): boolean {
  const cents = toCents(price);
  return (
    Number.isFinite(price) &&
    cents >= toCents(CREATE_PRICE.min) &&
    cents <= toCents(CREATE_PRICE.max) &&
    cents % toCents(CREATE_PRICE.step) === 0
  );
}

/**
 * Why a live app's price cannot change from `current` to `next`, or null when it can (the price
 * dialog, docs/product.md, "Price edit"): a free app stays free, a paid app stays paid, 0.01-999.99
 * in cents. Amounts in the messages are in the app's `currency`.
 */
export function livePriceError(current: number, next: number, currency: Currency): string | null {
  if (!Number.isFinite(next)) return livePriceRange(currency);
  const nextCents = toCents(next);
  if (nextCents < 0) return PRICE_NEGATIVE;
  if (nextCents > toCents(LIVE_PRICE.max)) return priceTooHigh(currency);
  if (toCents(current) === 0 && nextCents > 0) return FREE_TO_PAID;
  if (toCents(current) > 0 && nextCents === 0) return PAID_TO_FREE;
  if (Math.abs(next * 100 - nextCents) > 1e-6) return livePriceRange(currency);
  if (nextCents < toCents(LIVE_PRICE.min)) return livePriceRange(currency);
  return null;
}
