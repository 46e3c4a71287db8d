import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  TOP_APPS,
  TOP_APPS_LIMIT_OUT_OF_RANGE,
  TopAppsLimitSchema,
  dashboardReviewRange,
} from './store-figures';

describe('TopAppsLimitSchema', () => {
  it('takes 1 to the maximum, the default when absent', () => {
    expect(z.parse(TopAppsLimitSchema, undefined)).toBe(TOP_APPS.defaultLimit);
    expect(z.parse(TopAppsLimitSchema, 1)).toBe(1);
    expect(z.parse(TopAppsLimitSchema, TOP_APPS.maxLimit)).toBe(TOP_APPS.maxLimit);
  });

  it('refuses anything else with one message', () => {
    for (const limit of [0, -1, TOP_APPS.maxLimit + 1, 2.5, Number.NaN]) {
      const result = z.safeParse(TopAppsLimitSchema, limit);
      expect(result.success, String(limit)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TOP_APPS_LIMIT_OUT_OF_RANGE);
    }
  });
});

describe('dashboardReviewRange', () => {
  it('is the last 30 UTC days, today included, as one period or two', () => {
    expect(dashboardReviewRange('2026-11-25')).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      grouping: 'MONTH',
    });
    // 2028 is a leap year: 29 days of February, then March 1st.
    expect(dashboardReviewRange('2028-03-01').from).toBe('2028-02-01');
  });
});
