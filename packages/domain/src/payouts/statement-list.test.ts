import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE,
  PayoutStatementsFirstSchema,
} from './statement-list';

const messageOf = (value: unknown) => {
  const result = z.safeParse(PayoutStatementsFirstSchema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('PayoutStatementsFirstSchema', () => {
  it('defaults to 12 and takes 1 to 60', () => {
    expect(z.parse(PayoutStatementsFirstSchema, undefined)).toBe(12);
    expect(z.parse(PayoutStatementsFirstSchema, 1)).toBe(1);
    expect(z.parse(PayoutStatementsFirstSchema, 60)).toBe(60);
  });

  it.each([0, -1, 61, 2.5, Number.NaN, 1e9])('refuses %s with the range', (first) => {
    expect(messageOf(first)).toBe(PAYOUT_STATEMENTS_FIRST_OUT_OF_RANGE);
  });
});
