import { describe, expect, it } from 'vitest';
import { startOfToday } from './api/get-admin-application-counts';
import { formatFileSize } from '@/lib/format';
import { formatPackageSize, formatPegi, formatPrice, formatUpdated } from './app-format';

describe('app figures', () => {
  it('writes package sizes as every screen does (the store, the form, the history), Unknown without one', () => {
    expect(formatPackageSize(1572864)).toBe('1.5 MB');
    expect(formatPackageSize(52_428_800)).toBe('50.0 MB');
    // A small package is not empty, and reads the same as on the store's page.
    expect(formatPackageSize(15_155)).toBe('15 KB');
    expect(formatPackageSize(15_155)).toBe(formatFileSize(15_155));
    expect(formatPackageSize(0)).toBe('0 B');
    expect(formatPackageSize(null)).toBe('Unknown');
    expect(formatPackageSize(undefined)).toBe('Unknown');
  });

  it("writes 'Free' for 0, else the amount in the app's currency", () => {
    expect(formatPrice(0, 'GBP')).toBe('Free');
    expect(formatPrice(4.99, 'USD')).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(4.99),
    );
    expect(formatPrice(2.5, 'EUR')).toContain('€');
  });

  it('names PEGI ratings and the missing update date', () => {
    expect(formatPegi('PEGI_16')).toBe('PEGI 16');
    expect(formatPegi(null)).toBe('Not rated');
    expect(formatUpdated(null)).toBe('Recently');
  });

  it('counts Approved Today from the start of the local day', () => {
    const evening = new Date(2026, 10, 21, 23, 59, 30);
    expect(startOfToday(evening)).toBe(new Date(2026, 10, 21, 0, 0, 0).toISOString());
    const justAfterMidnight = new Date(2026, 10, 22, 0, 0, 1);
    expect(startOfToday(justAfterMidnight)).toBe(new Date(2026, 10, 22).toISOString());
  });
});
