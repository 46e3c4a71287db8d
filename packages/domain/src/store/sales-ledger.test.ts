import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { refundLedgerAmounts, saleLedgerAmounts } from './purchases';
import {
  developerShareOf,
  SALES_LIST_LIMIT_OUT_OF_RANGE,
  SalesListLimitSchema,
} from './sales-ledger';

const messageOf = (value: unknown) => {
  const result = z.safeParse(SalesListLimitSchema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('SalesListLimitSchema', () => {
  it('defaults to 20 and takes 1 to 50', () => {
    expect(z.parse(SalesListLimitSchema, undefined)).toBe(20);
    expect(z.parse(SalesListLimitSchema, 1)).toBe(1);
    expect(z.parse(SalesListLimitSchema, 50)).toBe(50);
  });

  it.each([0, -1, 51, 2.5, Number.NaN])('refuses %s with the range', (limit) => {
    expect(messageOf(limit)).toBe(SALES_LIST_LIMIT_OUT_OF_RANGE);
  });
});

describe('developerShareOf', () => {
  it('is net less the platform fee, and a refund’s cancels its sale’s', () => {
    const sale = saleLedgerAmounts({ gross: 499n, tax: 83n, processingFee: 0n });
    // net 4.16: the developer's 75% rounded toward zero is 3.12, the platform keeps 1.04.
    expect(developerShareOf(sale)).toBe(312n);
    expect(developerShareOf(sale) + developerShareOf(refundLedgerAmounts(sale))).toBe(0n);
  });
});
