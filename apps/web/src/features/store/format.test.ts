import { describe, expect, it } from 'vitest';
import { formatCataloguePrice, formatPegi, formatStoreCount, formatStoreDate } from './format';

describe('the store figures', () => {
  it('writes prices from minor units in their currency, or Free', () => {
    expect(formatCataloguePrice(null)).toBe('Free');
    expect(formatCataloguePrice({ amountMinor: 499, currency: 'USD' })).toBe('$4.99');
    expect(formatCataloguePrice({ amountMinor: 100, currency: 'EUR' })).toBe('€1.00');
    expect(formatCataloguePrice({ amountMinor: 99_999, currency: 'GBP' })).toBe('£999.99');
  });

  it('writes dates in UTC, the same day for every visitor', () => {
    expect(formatStoreDate('2026-03-04T23:30:00.000Z')).toBe('4 March 2026');
    expect(formatStoreDate('2026-03-05T00:30:00.000+02:00')).toBe('4 March 2026');
  });

  it('writes counts and ratings', () => {
    expect(formatStoreCount(1_234_567)).toBe('1,234,567');
    expect(formatPegi('PEGI_18')).toBe('PEGI 18');
  });
});
