import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatMeasure, formatMinorMoney, formatMonth, formatShare } from './format';

const zone = process.env.TZ;

afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('calendar days and months', () => {
  it('names the day and month given wherever the browser is', () => {
    // West of Greenwich, midnight UTC on the 30th is still the 29th.
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2026-12-30T00:00:00Z').getDate()).toBe(29);
    expect(formatDay('2026-12-30')).toMatch(/\b30\b/);
    expect(formatDay('2026-12-30')).toMatch(/2026/);
    expect(formatMonth('2026-11')).toMatch(/^November 2026$|^Nov(ember)? 2026$/);
    expect(formatMonth('2027-01')).toMatch(/2027/);
    expect(formatMonth('2027-01')).not.toMatch(/2026/);
  });
});

describe('formatMinorMoney', () => {
  it('writes a negative balance as negative', () => {
    expect(formatMinorMoney(-500, 'EUR')).toMatch(/^-/);
    expect(formatMinorMoney(-500, 'EUR')).toContain('5.00');
  });
});

describe('measures and shares', () => {
  it('writes the decimals asked for, and a share in percent with one', () => {
    expect(formatMeasure(2.4567)).toBe(
      new Intl.NumberFormat(undefined, { minimumFractionDigits: 1 }).format(2.5),
    );
    expect(formatMeasure(3, 2)).toMatch(/^3.00$/);
    expect(formatShare(2 / 3)).toMatch(/^66.7\s?%$/);
    expect(formatShare(1)).toMatch(/^100.0\s?%$/);
  });
});
