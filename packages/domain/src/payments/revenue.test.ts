import { describe, expect, it } from 'vitest';
import {
  MINIMUM_PAYOUT_MINOR_UNITS,
  formatMinorUnits,
  monthlyPayout,
  parseMinorUnits,
  parseMonth,
  payoutDueBy,
  splitRevenue,
} from './revenue';

const money = parseMinorUnits;
const noDeductions = { taxes: 0n, processingFees: 0n, refunds: 0n };

describe('splitRevenue', () => {
  it('splits net revenue after taxes, processing fees and refunds 75/25', () => {
    expect(
      splitRevenue({
        gross: money('100.00'),
        taxes: money('16.67'),
        processingFees: money('1.70'),
        refunds: money('2.00'),
      }),
    ).toEqual({ net: money('79.63'), developerShare: 5972n, platformShare: 1991n });
    expect(splitRevenue({ gross: money('40.00'), ...noDeductions })).toEqual({
      net: 4000n,
      developerShare: 3000n,
      platformShare: 1000n,
    });
  });

  it('rounds the developer share half to even, so neither side takes every fraction', () => {
    const split = (net: bigint) => splitRevenue({ gross: net, ...noDeductions });
    expect(split(0n)).toMatchObject({ developerShare: 0n, platformShare: 0n });
    expect(split(money('0.01'))).toMatchObject({ developerShare: 1n, platformShare: 0n });
    expect(split(money('0.02'))).toMatchObject({ developerShare: 2n, platformShare: 0n });
    expect(split(money('0.03'))).toMatchObject({ developerShare: 2n, platformShare: 1n });
    expect(split(money('0.04'))).toMatchObject({ developerShare: 3n, platformShare: 1n });
    expect(split(money('0.99'))).toMatchObject({ developerShare: 74n, platformShare: 25n });
  });

  it('carries refunds larger than sales into a negative net that a refund of a sale mirrors', () => {
    expect(
      splitRevenue({
        gross: money('5.00'),
        taxes: 0n,
        processingFees: 0n,
        refunds: money('20.00'),
      }),
    ).toEqual({ net: -1500n, developerShare: -1125n, platformShare: -375n });
    for (let pence = 0n; pence <= 400n; pence += 1n) {
      const sale = splitRevenue({ gross: pence, ...noDeductions });
      const refund = splitRevenue({ gross: 0n, taxes: 0n, processingFees: 0n, refunds: pence });
      expect(refund).toEqual({
        net: -sale.net,
        developerShare: -sale.developerShare,
        platformShare: -sale.platformShare,
      });
      expect(sale.developerShare + sale.platformShare).toBe(sale.net);
    }
  });

  it('stays exact beyond the range of safe integers', () => {
    const gross = 10n ** 20n + 1n;
    expect(splitRevenue({ gross, ...noDeductions })).toEqual({
      net: gross,
      developerShare: 75_000_000_000_000_000_001n,
      platformShare: 25_000_000_000_000_000_000n,
    });
    const split = splitRevenue({
      gross: money('123456789012345.67'),
      taxes: money('0.01'),
      processingFees: money('0.01'),
      refunds: money('0.01'),
    });
    expect(formatMinorUnits(split.net)).toBe('123456789012345.64');
    expect(split.developerShare + split.platformShare).toBe(split.net);
  });

  it('refuses negative deductions, which would raise net revenue', () => {
    expect(() =>
      splitRevenue({ gross: 1000n, taxes: -1n, processingFees: 0n, refunds: 0n }),
    ).toThrow(/taxes/);
    expect(() => splitRevenue({ gross: -1n, taxes: 0n, processingFees: 0n, refunds: 0n })).toThrow(
      RangeError,
    );
  });
});

describe('monthlyPayout', () => {
  it('has a GBP 10.00 minimum', () => {
    expect(MINIMUM_PAYOUT_MINOR_UNITS).toBe(1000n);
  });

  it('carries GBP 9.99 and pays GBP 10.00 and 10.01 in full', () => {
    const month = '2025-03';
    expect(monthlyPayout({ month, carriedIn: 0n, developerShare: money('9.99') })).toEqual({
      payable: false,
      amount: 0n,
      carriedOut: 999n,
      dueBy: '2025-04-30',
    });
    expect(monthlyPayout({ month, carriedIn: 0n, developerShare: money('10.00') })).toEqual({
      payable: true,
      amount: 1000n,
      carriedOut: 0n,
      dueBy: '2025-04-30',
    });
    expect(monthlyPayout({ month, carriedIn: 0n, developerShare: money('10.01') })).toMatchObject({
      payable: true,
      amount: 1001n,
      carriedOut: 0n,
    });
  });

  it('carries small balances across months until they reach GBP 10.00', () => {
    const jan = monthlyPayout({ month: '2025-01', carriedIn: 0n, developerShare: money('6.00') });
    expect(jan).toMatchObject({ payable: false, carriedOut: 600n });
    const feb = monthlyPayout({
      month: '2025-02',
      carriedIn: jan.carriedOut,
      developerShare: money('3.99'),
    });
    expect(feb).toMatchObject({ payable: false, amount: 0n, carriedOut: 999n });
    const mar = monthlyPayout({
      month: '2025-03',
      carriedIn: feb.carriedOut,
      developerShare: money('0.01'),
    });
    expect(mar).toMatchObject({ payable: true, amount: 1000n, carriedOut: 0n });
    const apr = monthlyPayout({ month: '2025-04', carriedIn: mar.carriedOut, developerShare: 0n });
    expect(apr).toMatchObject({ payable: false, amount: 0n, carriedOut: 0n });
  });

  it('carries a negative balance from refunds larger than sales and offsets later earnings', () => {
    // A month with GBP 5.00 of sales and GBP 20.00 of refunds.
    const { developerShare } = splitRevenue({
      gross: money('5.00'),
      taxes: 0n,
      processingFees: 0n,
      refunds: money('20.00'),
    });
    const may = monthlyPayout({ month: '2025-05', carriedIn: money('5.00'), developerShare });
    expect(may).toMatchObject({ payable: false, amount: 0n, carriedOut: -625n });
    const jun = monthlyPayout({
      month: '2025-06',
      carriedIn: may.carriedOut,
      developerShare: 1500n,
    });
    expect(jun).toMatchObject({ payable: false, amount: 0n, carriedOut: 875n });
    const jul = monthlyPayout({
      month: '2025-07',
      carriedIn: jun.carriedOut,
      developerShare: 125n,
    });
    expect(jul).toMatchObject({ payable: true, amount: 1000n, carriedOut: 0n });
  });

  it('compares the balance with the minimum of its currency when given one', () => {
    const month = '2025-03';
    const minimum = money('12.50');
    expect(monthlyPayout({ month, carriedIn: 0n, developerShare: 1249n, minimum })).toMatchObject({
      payable: false,
      carriedOut: 1249n,
    });
    expect(monthlyPayout({ month, carriedIn: 1n, developerShare: 1249n, minimum })).toMatchObject({
      payable: true,
      amount: 1250n,
    });
    for (const bad of [0n, -1n]) {
      expect(() =>
        monthlyPayout({ month, carriedIn: 0n, developerShare: 0n, minimum: bad }),
      ).toThrow('the minimum payout must be positive');
    }
  });

  it('pays a balance still above the minimum after a negative month', () => {
    expect(
      monthlyPayout({
        month: '2025-08',
        carriedIn: money('50.00'),
        developerShare: -money('12.34'),
      }),
    ).toMatchObject({ payable: true, amount: money('37.66'), carriedOut: 0n });
  });
});

describe('payoutDueBy', () => {
  it.each([
    ['2023-01', '2023-03-02'],
    ['2024-01', '2024-03-01'],
    ['2023-02', '2023-03-30'],
    ['2024-02', '2024-03-30'],
    ['2100-01', '2100-03-02'],
    ['2000-01', '2000-03-01'],
    ['2025-04', '2025-05-30'],
    ['2025-06', '2025-07-30'],
    ['2024-12', '2025-01-30'],
    ['2025-11', '2025-12-30'],
  ])('pays %s by %s, 30 days after month end', (month, due) => {
    expect(payoutDueBy(month)).toBe(due);
  });

  it('refuses anything but YYYY-MM', () => {
    for (const month of ['2024-13', '2024-00', '2024-1', '24-01', '0999-01', '2024-01-01', '']) {
      expect(() => payoutDueBy(month)).toThrow(RangeError);
      expect(() => monthlyPayout({ month, carriedIn: 0n, developerShare: 0n })).toThrow(RangeError);
    }
  });
});

describe('parseMonth', () => {
  it('reads YYYY-MM as numbers', () => {
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonth('1000-01')).toEqual({ year: 1000, month: 1 });
    expect(() => parseMonth('2026-12 ')).toThrow("month must be YYYY-MM, got '2026-12 '");
  });
});

describe('parseMinorUnits and formatMinorUnits', () => {
  it.each([
    ['10.00', 1000n],
    ['10', 1000n],
    ['9.9', 990n],
    ['9.99', 999n],
    ['10.01', 1001n],
    ['0.01', 1n],
    ['0', 0n],
    ['-0.05', -5n],
    ['-12.30', -1230n],
    [' 10.00 ', 1000n],
    ['90071992547409.93', 9007199254740993n],
  ])('parses %s as %s', (text, units) => {
    expect(parseMinorUnits(text)).toBe(units);
  });

  it('refuses more than 2 decimals and anything that is not a plain decimal', () => {
    for (const text of ['10.001', '0.005', '1e3', '', '.5', '5.', '+1', '1,00', 'NaN', '1 0']) {
      expect(() => parseMinorUnits(text)).toThrow(RangeError);
    }
  });

  it.each([
    [1000n, '10.00'],
    [999n, '9.99'],
    [1n, '0.01'],
    [0n, '0.00'],
    [-5n, '-0.05'],
    [-1230n, '-12.30'],
    [9007199254740993n, '90071992547409.93'],
  ])('formats %s as %s and parses it back', (units, text) => {
    expect(formatMinorUnits(units)).toBe(text);
    expect(parseMinorUnits(text)).toBe(units);
  });
});
