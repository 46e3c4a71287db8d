import { describe, expect, it } from 'vitest';
import {
  FREE_TO_PAID,
  isValidCreatePrice,
  livePriceRange,
  livePriceError,
  normalizeCreatePrice,
  PAID_TO_FREE,
  PRICE_NEGATIVE,
  priceTooHigh,
} from './pricing';

describe('normalizeCreatePrice (blur on the create form)', () => {
  it.each([
    ['4.99', 5],
    ['4.74', 4.5],
    ['4.75', 5],
    ['0.2', 1],
    ['150', 99],
    ['-3', 1],
    ['abc', 1],
    ['', 1],
    [2.25, 2.5],
    ['99', 99],
  ] as const)('%s -> %s', (input, expected) => {
    expect(normalizeCreatePrice(input)).toBe(expected);
  });
});

describe('isValidCreatePrice', () => {
  it('takes 1.00 to 99.00 in 0.50 steps only', () => {
    expect([1, 1.5, 50, 99].every(isValidCreatePrice)).toBe(true);
    expect([0, 0.5, 1.25, 99.5, 100, Number.NaN].some(isValidCreatePrice)).toBe(false);
  });
});

describe('livePriceError (price dialog of a live app)', () => {
  it('keeps free apps free and paid apps paid', () => {
    expect(livePriceError(0, 1.99, 'USD')).toBe(FREE_TO_PAID);
    expect(livePriceError(2.5, 0, 'USD')).toBe(PAID_TO_FREE);
  });

  it('checks the range in cents', () => {
    expect(livePriceError(2.5, -1, 'USD')).toBe(PRICE_NEGATIVE);
    expect(livePriceError(2.5, 1000, 'USD')).toBe(priceTooHigh('USD'));
    expect(livePriceError(2.5, 999.99, 'USD')).toBeNull();
    expect(livePriceError(2.5, 0.01, 'USD')).toBeNull();
    expect(livePriceError(2.5, 0.1 + 0.2, 'USD')).toBeNull();
    expect(livePriceError(2.5, 1.005, 'USD')).toBe(livePriceRange('USD'));
    expect(livePriceError(2.5, Number.NaN, 'USD')).toBe(livePriceRange('USD'));
  });

  it("writes amounts in the app's currency: the product's dollars for USD", () => {
    expect(livePriceError(2.5, 1000, 'USD')).toBe('Price cannot exceed $999.99');
    expect(livePriceError(2.5, 1.005, 'USD')).toBe('Price must be between $0.01 and $999.99');
    expect(livePriceError(2.5, 1000, 'EUR')).toBe('Price cannot exceed €999.99');
    expect(livePriceError(2.5, 1.005, 'EUR')).toBe('Price must be between €0.01 and €999.99');
    expect(livePriceError(2.5, 1000, 'GBP')).toBe('Price cannot exceed £999.99');
    expect(livePriceError(2.5, Number.NaN, 'GBP')).toBe('Price must be between £0.01 and £999.99');
  });
});
