import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SEARCH_TOO_LONG,
  APPLICATIONS_LIMIT_OUT_OF_RANGE,
  ApplicationSearchSchema,
  ApplicationsLimitSchema,
} from './application-list';

describe('application list paging', () => {
  it('defaults to the developer page of 50 and accepts 1 to 100', () => {
    expect(z.parse(ApplicationsLimitSchema, undefined)).toBe(50);
    expect(z.parse(ApplicationsLimitSchema, 1)).toBe(1);
    expect(z.parse(ApplicationsLimitSchema, 100)).toBe(100);
  });

  it.each([0, -1, 101, 2.5])('refuses %s with the range message', (limit) => {
    const result = z.safeParse(ApplicationsLimitSchema, limit);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(APPLICATIONS_LIMIT_OUT_OF_RANGE);
  });
});

describe('application search', () => {
  it('trims the term; blank or absent means no search', () => {
    expect(z.parse(ApplicationSearchSchema, '  100% ')).toBe('100%');
    expect(z.parse(ApplicationSearchSchema, '   ')).toBe('');
    expect(z.parse(ApplicationSearchSchema, undefined)).toBe('');
  });

  it('refuses a term longer than a short description', () => {
    const result = z.safeParse(ApplicationSearchSchema, 'x'.repeat(161));
    expect(result.error?.issues[0]?.message).toBe(APPLICATION_SEARCH_TOO_LONG);
    expect(z.safeParse(ApplicationSearchSchema, 'x'.repeat(160)).success).toBe(true);
  });
});
