import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  AnalyticsRangeSchema,
  addDays,
  daysIn,
  isAnalyticsDay,
  periodStart,
  periodStarts,
  presetRange,
} from './range';

const firstMessage = (value: unknown) => {
  const result = z.safeParse(AnalyticsRangeSchema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('analytics ranges', () => {
  it('takes real days only', () => {
    expect(isAnalyticsDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', 'today']) {
      expect(isAnalyticsDay(bad), bad).toBe(false);
    }
  });

  it('refuses a backwards range and one longer than the maximum', () => {
    expect(firstMessage({ from: '2026-01-01', to: '2026-01-31', grouping: 'DAY' })).toBeNull();
    expect(firstMessage({ from: '2026-02-01', to: '2026-01-31', grouping: 'DAY' })).toBe(
      ANALYTICS_RANGE_BACKWARDS,
    );
    const from = '2020-01-01';
    expect(
      firstMessage({ from, to: addDays(from, ANALYTICS_MAX_DAYS - 1), grouping: 'MONTH' }),
    ).toBeNull();
    expect(firstMessage({ from, to: addDays(from, ANALYTICS_MAX_DAYS), grouping: 'MONTH' })).toBe(
      ANALYTICS_RANGE_TOO_LONG,
    );
    expect(firstMessage({ from, to: from, grouping: 'YEAR' })).not.toBeNull();
  });

  it('starts weeks on Monday and months on the first, across year ends', () => {
    // 2026-11-24 is a Tuesday; 2027-01-01 a Friday.
    expect(periodStart('2026-11-24', 'WEEK')).toBe('2026-11-23');
    expect(periodStart('2026-11-23', 'WEEK')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'WEEK')).toBe('2026-11-23');
    expect(periodStart('2027-01-01', 'WEEK')).toBe('2026-12-28');
    expect(periodStart('2026-11-24', 'MONTH')).toBe('2026-11-01');
    expect(periodStart('2026-11-24', 'DAY')).toBe('2026-11-24');
  });

  it('lists every period of a range, those without events too', () => {
    expect(periodStarts({ from: '2026-12-30', to: '2027-01-02', grouping: 'DAY' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(periodStarts({ from: '2026-11-24', to: '2026-12-08', grouping: 'WEEK' })).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(periodStarts({ from: '2026-11-15', to: '2027-02-01', grouping: 'MONTH' })).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it('makes the presets end today, grouped as they read best', () => {
    expect(presetRange('7d', '2026-11-24')).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      grouping: 'DAY',
    });
    expect(daysIn(presetRange('30d', '2026-11-24').from, '2026-11-24')).toBe(30);
    expect(presetRange('90d', '2026-11-24').grouping).toBe('WEEK');
    expect(presetRange('12m', '2026-11-24')).toEqual({
      from: '2025-12-01',
      to: '2026-11-24',
      grouping: 'MONTH',
    });
    expect(periodStarts(presetRange('12m', '2026-11-24'))).toHaveLength(12);
  });
});
