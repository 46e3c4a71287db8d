import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { TOP_APPS, TOP_APPS_LIMIT_OUT_OF_RANGE, TopAppsLimitSchema } from './store-figures';

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
