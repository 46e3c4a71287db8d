import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../limits';
import { MINIMUM_PAYOUT_MINOR_UNITS, parseMinorUnits, splitRevenue } from '../payments/revenue';
import { refundLedgerAmounts, saleLedgerAmounts, type LedgerAmounts } from '../store/purchases';
import {
  MINIMUM_PAYOUT_BY_CURRENCY,
  NO_LEDGER_ROWS,
  isMonthClosable,
  lastClosableMonth,
  minimumPayoutOf,
  MONTH_CLOSE_GRACE_MS,
  monthAfter,
  monthBefore,
  monthClosesAt,
  monthOf,
  monthStart,
  monthlyStatement,
  statementsOver,
  type LedgerTotals,
} from './statement';

const money = parseMinorUnits;

/** A sale of `price` (no tax or fee unless given), as the ledger records it. */
function sale(price: string, tax = '0.00'): LedgerAmounts {
  return saleLedgerAmounts({ gross: money(price), tax: money(tax), processingFee: 0n });
}

/** What the server's SUM over a month's ledger rows gives. */
function totalsOf(sales: LedgerAmounts[], refunds: LedgerAmounts[] = []): LedgerTotals {
  const totals = { ...NO_LEDGER_ROWS, saleCount: sales.length, refundCount: refunds.length };
  for (const row of [...sales, ...refunds]) {
    totals.gross += row.gross;
    totals.tax += row.tax;
    totals.processingFee += row.processingFee;
    totals.refund += row.refund;
    totals.net += row.net;
    totals.platformFee += row.platformFee;
  }
  return totals;
}

describe('MINIMUM_PAYOUT_BY_CURRENCY', () => {
  it('has a minimum for every currency the store sells in, GBP the stated minimum', () => {
    expect(Object.keys(MINIMUM_PAYOUT_BY_CURRENCY).sort()).toEqual([...CURRENCIES].sort());
    expect(MINIMUM_PAYOUT_BY_CURRENCY).toEqual({ GBP: 1000n, EUR: 1250n, USD: 1450n });
    expect(minimumPayoutOf('GBP')).toBe(MINIMUM_PAYOUT_MINOR_UNITS);
    expect(minimumPayoutOf('EUR')).toBe(money('12.50'));
    expect(minimumPayoutOf('USD')).toBe(money('14.50'));
  });

  it('is worth at least GBP 10.00 at the highest rates the table was set from', () => {
    // Units of the currency per pound, in hundredths: the pound's highest since mid-2016.
    const highestRate = { GBP: 100n, EUR: 121n, USD: 143n };
    for (const currency of CURRENCIES) {
      const minimum = MINIMUM_PAYOUT_BY_CURRENCY[currency];
      expect(minimum * 100n).toBeGreaterThanOrEqual(
        MINIMUM_PAYOUT_MINOR_UNITS * highestRate[currency],
      );
    }
  });

  it('refuses a currency the store does not sell in', () => {
    for (const currency of ['JPY', 'gbp', 'GBP ', '', 'toString']) {
      expect(() => minimumPayoutOf(currency)).toThrow(RangeError);
    }
    expect(() => minimumPayoutOf('JPY')).toThrow(
      "currency must be one of USD, EUR, GBP, got 'JPY'",
    );
  });
});

describe('monthlyStatement', () => {
  it('shows the month’s ledger, the shares and the balance carried in', () => {
    const ledger = totalsOf([sale('4.99', '0.83'), sale('4.99', '0.83'), sale('12.00', '2.00')]);
    expect(
      monthlyStatement({ month: '2025-03', currency: 'GBP', carriedIn: 250n, ledger }),
    ).toEqual({
      month: '2025-03',
      currency: 'GBP',
      saleCount: 3,
      refundCount: 0,
      gross: money('21.98'),
      taxes: money('3.66'),
      processingFees: 0n,
      refunds: 0n,
      net: money('18.32'),
      // Each 4.99 sale: net 4.16, developer 3.12, platform 1.04; the 12.00 one: 10.00, 7.50, 2.50.
      developerShare: money('13.74'),
      platformShare: money('4.58'),
      carriedIn: 250n,
      balance: money('16.24'),
      status: 'PAYABLE',
      payoutAmount: money('16.24'),
      carriedOut: 0n,
      dueBy: '2025-04-30',
      minimum: 1000n,
    });
  });

  it('carries a month below the minimum and pays it with the next month', () => {
    const march = monthlyStatement({
      month: '2025-03',
      currency: 'GBP',
      carriedIn: 0n,
      ledger: totalsOf([sale('4.99'), sale('4.99')]),
    });
    expect(march).toMatchObject({
      developerShare: money('7.48'),
      balance: money('7.48'),
      status: 'CARRIED',
      payoutAmount: 0n,
      carriedOut: money('7.48'),
      dueBy: '2025-04-30',
    });
    const april = monthlyStatement({
      month: '2025-04',
      currency: 'GBP',
      carriedIn: march.carriedOut,
      ledger: totalsOf([sale('4.99')]),
    });
    expect(april).toMatchObject({
      carriedIn: money('7.48'),
      developerShare: money('3.74'),
      balance: money('11.22'),
      status: 'PAYABLE',
      payoutAmount: money('11.22'),
      carriedOut: 0n,
      dueBy: '2025-05-30',
    });
  });

  it('pays exactly the minimum and carries a penny less', () => {
    // 13.34 * 75% = 10.005, rounded half to even to 10.00; 13.32 gives 9.99.
    const exactly = monthlyStatement({
      month: '2025-06',
      currency: 'GBP',
      carriedIn: 0n,
      ledger: totalsOf([sale('13.34')]),
    });
    expect(exactly).toMatchObject({
      developerShare: 1000n,
      status: 'PAYABLE',
      payoutAmount: 1000n,
      carriedOut: 0n,
    });
    const pennyShort = monthlyStatement({
      month: '2025-06',
      currency: 'GBP',
      carriedIn: 0n,
      ledger: totalsOf([sale('13.32')]),
    });
    expect(pennyShort).toMatchObject({
      developerShare: 999n,
      status: 'CARRIED',
      payoutAmount: 0n,
      carriedOut: 999n,
    });
    expect(
      monthlyStatement({
        month: '2025-06',
        currency: 'GBP',
        carriedIn: 1n,
        ledger: totalsOf([sale('13.32')]),
      }),
    ).toMatchObject({ balance: 1000n, status: 'PAYABLE', payoutAmount: 1000n });
  });

  it("splits the month's net once instead of summing each row's rounding", () => {
    // Each 0.01 sale's row rounds 0.0075 to 0.01 for the developer; three of them would give
    // 0.03 of 0.03. The month's 0.03 gives 0.0225, rounded to 0.02 (decision 0057).
    const ledger = totalsOf([sale('0.01'), sale('0.01'), sale('0.01')]);
    const statement = monthlyStatement({
      month: '2025-01',
      currency: 'EUR',
      carriedIn: 0n,
      ledger,
    });
    expect(statement).toMatchObject({ net: 3n, developerShare: 2n, platformShare: 1n });
    expect(splitRevenue({ gross: 3n, taxes: 0n, processingFees: 0n, refunds: 0n })).toMatchObject({
      developerShare: 2n,
    });
  });

  it('has shares that sum to net to the penny, whatever the rows', () => {
    // A deterministic spread of prices, taxes and refunds: a 32-bit linear congruential
    // sequence, its high bits only (the low bits of such a sequence repeat quickly).
    let state = 12345;
    const next = (bound: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return (state >>> 8) % bound;
    };
    for (let month = 1; month <= 12; month += 1) {
      const sales = Array.from({ length: 1 + next(40) }, () => {
        const gross = BigInt(1 + next(99_999));
        return saleLedgerAmounts({
          gross,
          tax: gross / BigInt(2 + next(8)),
          processingFee: BigInt(next(50)),
        });
      });
      const refunds = sales.filter(() => next(4) === 0).map(refundLedgerAmounts);
      const statement = monthlyStatement({
        month: `2025-${String(month).padStart(2, '0')}`,
        currency: 'USD',
        carriedIn: BigInt(next(2000)) - 1000n,
        ledger: totalsOf(sales, refunds),
      });
      expect(statement.developerShare + statement.platformShare).toBe(statement.net);
      expect(statement.gross - statement.taxes - statement.processingFees - statement.refunds).toBe(
        statement.net,
      );
      expect(statement.payoutAmount + statement.carriedOut).toBe(statement.balance);
    }
  });

  it('shows a month with no sales with zeros, the balance carried and a due date', () => {
    expect(
      monthlyStatement({
        month: '2025-02',
        currency: 'GBP',
        carriedIn: money('4.20'),
        ledger: NO_LEDGER_ROWS,
      }),
    ).toEqual({
      month: '2025-02',
      currency: 'GBP',
      saleCount: 0,
      refundCount: 0,
      gross: 0n,
      taxes: 0n,
      processingFees: 0n,
      refunds: 0n,
      net: 0n,
      developerShare: 0n,
      platformShare: 0n,
      carriedIn: 420n,
      balance: 420n,
      status: 'CARRIED',
      payoutAmount: 0n,
      carriedOut: 420n,
      dueBy: '2025-03-30',
      minimum: 1000n,
    });
  });

  it('refuses a bad month, currency, amount or totals that are not sums of ledger rows', () => {
    const good = {
      month: '2025-01',
      currency: 'GBP',
      carriedIn: 0n,
      ledger: totalsOf([sale('1.00')]),
    };
    expect(() => monthlyStatement(good)).not.toThrow();
    for (const month of ['2025-13', '2025-00', '2025-1', '25-01', '2025-01-01', '']) {
      expect(() => monthlyStatement({ ...good, month })).toThrow(
        `month must be YYYY-MM, got '${month}'`,
      );
    }
    for (const currency of ['JPY', 'eur', '']) {
      expect(() => monthlyStatement({ ...good, currency })).toThrow(RangeError);
    }
    expect(() => monthlyStatement({ ...good, carriedIn: 1000 as unknown as bigint })).toThrow(
      'carriedIn must be a bigint count of minor units, got number',
    );
    expect(() =>
      monthlyStatement({ ...good, ledger: { ...good.ledger, gross: '100' as unknown as bigint } }),
    ).toThrow('ledger.gross must be a bigint');
    expect(() => monthlyStatement({ ...good, ledger: { ...good.ledger, net: 99n } })).toThrow(
      'ledger.net must be gross - tax - processingFee - refund (100), got 99',
    );
    expect(() =>
      monthlyStatement({ ...good, ledger: { ...good.ledger, gross: -100n, net: -100n } }),
    ).toThrow('ledger.gross must not be negative');
    expect(() =>
      monthlyStatement({ ...good, ledger: { ...good.ledger, refund: -100n, net: 200n } }),
    ).toThrow('ledger.refund must not be negative');
    for (const saleCount of [-1, 1.5, Number.NaN, '1' as unknown as number]) {
      expect(() => monthlyStatement({ ...good, ledger: { ...good.ledger, saleCount } })).toThrow(
        'ledger.saleCount must be a whole number',
      );
    }
    expect(() =>
      monthlyStatement({ ...good, ledger: { ...good.ledger, refundCount: -1 } }),
    ).toThrow(RangeError);
  });
});

describe('statementsOver', () => {
  it('carries refunds larger than sales as a negative balance that later sales offset', () => {
    const [jan, feb, mar, apr] = statementsOver({
      currency: 'GBP',
      openingBalance: 0n,
      months: [
        { month: '2025-01', ledger: totalsOf([sale('9.99'), sale('9.99')]) },
        // Both January sales refunded, one 1.00 sale.
        {
          month: '2025-02',
          ledger: totalsOf(
            [sale('1.00')],
            [refundLedgerAmounts(sale('9.99')), refundLedgerAmounts(sale('9.99'))],
          ),
        },
        { month: '2025-03', ledger: totalsOf([sale('9.99'), sale('9.99'), sale('9.99')]) },
        { month: '2025-04', ledger: totalsOf([sale('9.99')]) },
      ],
    });
    expect(jan).toMatchObject({
      developerShare: money('14.98'),
      status: 'PAYABLE',
      payoutAmount: money('14.98'),
    });
    expect(feb).toMatchObject({
      saleCount: 1,
      refundCount: 2,
      gross: money('1.00'),
      refunds: money('19.98'),
      net: money('-18.98'),
      developerShare: money('-14.23'),
      platformShare: money('-4.75'),
      carriedIn: 0n,
      balance: money('-14.23'),
      status: 'CARRIED',
      payoutAmount: 0n,
      carriedOut: money('-14.23'),
    });
    // Of the 30.97 of net so far, 75% is 23.2275: 23.23 less the 0.75 given before.
    expect(mar).toMatchObject({
      carriedIn: money('-14.23'),
      developerShare: money('22.48'),
      balance: money('8.25'),
      status: 'CARRIED',
      carriedOut: money('8.25'),
    });
    expect(apr).toMatchObject({
      carriedIn: money('8.25'),
      balance: money('15.74'),
      status: 'PAYABLE',
      payoutAmount: money('15.74'),
      carriedOut: 0n,
    });
  });

  it('never pays a negative balance, however large the opening one was', () => {
    const [statement] = statementsOver({
      currency: 'EUR',
      openingBalance: money('-50.00'),
      months: [{ month: '2025-05', ledger: totalsOf([sale('20.00')]) }],
    });
    expect(statement).toMatchObject({
      balance: money('-35.00'),
      status: 'CARRIED',
      payoutAmount: 0n,
    });
  });

  it('keeps each currency its own balance with its own minimum', () => {
    // 16.65 * 75% = 12.4875 -> 12.49; 16.67 -> 12.50. 19.32 -> 14.49; 19.34 -> 14.505 -> 14.50,
    // and after 19.32 the two months' 28.995 -> 29.00, so 14.51 (the remainder carried).
    const months = (first: string, second: string) => [
      { month: '2025-07', ledger: totalsOf([sale(first)]) },
      { month: '2025-08', ledger: totalsOf([sale(second)]) },
    ];
    const eur = statementsOver({
      currency: 'EUR',
      openingBalance: 0n,
      months: months('16.65', '16.67'),
    });
    expect(
      eur.map((s) => [s.developerShare, s.status, s.payoutAmount, s.carriedOut, s.minimum]),
    ).toEqual([
      [money('12.49'), 'CARRIED', 0n, money('12.49'), money('12.50')],
      [money('12.50'), 'PAYABLE', money('24.99'), 0n, money('12.50')],
    ]);
    expect(
      monthlyStatement({
        month: '2025-08',
        currency: 'EUR',
        carriedIn: 0n,
        ledger: totalsOf([sale('16.67')]),
      }),
    ).toMatchObject({ status: 'PAYABLE', payoutAmount: money('12.50') });

    const usd = statementsOver({
      currency: 'USD',
      openingBalance: 0n,
      months: months('19.32', '19.34'),
    });
    expect(usd.map((s) => [s.developerShare, s.status, s.payoutAmount, s.minimum])).toEqual([
      [money('14.49'), 'CARRIED', 0n, money('14.50')],
      [money('14.51'), 'PAYABLE', money('29.00'), money('14.50')],
    ]);
    expect(
      monthlyStatement({
        month: '2025-08',
        currency: 'USD',
        carriedIn: 0n,
        ledger: totalsOf([sale('19.34')]),
      }),
    ).toMatchObject({ status: 'PAYABLE', payoutAmount: money('14.50') });

    // The same 12.49 share is over GBP's minimum: compared in its own currency, never converted.
    const gbp = statementsOver({
      currency: 'GBP',
      openingBalance: 0n,
      months: months('16.65', '16.67'),
    });
    expect(gbp.map((s) => [s.status, s.payoutAmount])).toEqual([
      ['PAYABLE', money('12.49')],
      ['PAYABLE', money('12.50')],
    ]);
  });

  it('fills a month with no sales with zeros, carrying the balance, with its own due date', () => {
    const statements = statementsOver({
      currency: 'GBP',
      openingBalance: 0n,
      months: [
        { month: '2024-03', ledger: totalsOf([sale('4.00')]) },
        { month: '2023-12', ledger: totalsOf([sale('4.00')]) },
      ],
    });
    expect(
      statements.map((s) => [
        s.month,
        s.saleCount,
        s.gross,
        s.carriedIn,
        s.status,
        s.carriedOut,
        s.dueBy,
      ]),
    ).toEqual([
      ['2023-12', 1, 400n, 0n, 'CARRIED', 300n, '2024-01-30'],
      ['2024-01', 0, 0n, 300n, 'CARRIED', 300n, '2024-03-01'],
      ['2024-02', 0, 0n, 300n, 'CARRIED', 300n, '2024-03-30'],
      ['2024-03', 1, 400n, 300n, 'CARRIED', 600n, '2024-04-30'],
    ]);
    expect(statements[1]).toMatchObject({
      net: 0n,
      developerShare: 0n,
      platformShare: 0n,
      payoutAmount: 0n,
    });
  });

  it('runs from `from` through `through` when asked, even without rows at either end', () => {
    const statements = statementsOver({
      currency: 'GBP',
      openingBalance: money('9.00'),
      from: '2026-11',
      through: '2027-02',
      months: [{ month: '2026-12', ledger: totalsOf([sale('2.00')]) }],
    });
    expect(
      statements.map((s) => [s.month, s.carriedIn, s.status, s.payoutAmount, s.dueBy]),
    ).toEqual([
      ['2026-11', 900n, 'CARRIED', 0n, '2026-12-30'],
      ['2026-12', 900n, 'PAYABLE', 1050n, '2027-01-30'],
      ['2027-01', 0n, 'CARRIED', 0n, '2027-03-02'],
      ['2027-02', 0n, 'CARRIED', 0n, '2027-03-30'],
    ]);
    expect(statementsOver({ currency: 'GBP', openingBalance: 0n, months: [] })).toEqual([]);
    expect(
      statementsOver({ currency: 'GBP', openingBalance: 0n, from: '9999-12', months: [] }),
    ).toHaveLength(1);
  });

  it('gives the same statements every time and leaves its input as it was', () => {
    const input = {
      currency: 'EUR',
      openingBalance: money('3.00'),
      months: [
        { month: '2025-11', ledger: totalsOf([sale('9.99')], [refundLedgerAmounts(sale('4.99'))]) },
        { month: '2025-09', ledger: totalsOf([sale('4.99'), sale('0.99')]) },
        { month: '2026-01', ledger: totalsOf([sale('30.00', '5.00')]) },
      ],
    };
    const copy = structuredClone(input);
    const first = statementsOver(input);
    const second = statementsOver(input);
    expect(second).toEqual(first);
    expect(first.map((s) => s.month)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(input).toEqual(copy);
  });

  it('refuses bad input with a clear message', () => {
    const ledger = totalsOf([sale('1.00')]);
    const base = { currency: 'GBP', openingBalance: 0n, months: [{ month: '2025-01', ledger }] };
    expect(() => statementsOver({ ...base, currency: 'XXX' })).toThrow(
      "currency must be one of USD, EUR, GBP, got 'XXX'",
    );
    expect(() => statementsOver({ ...base, openingBalance: 0 as unknown as bigint })).toThrow(
      'openingBalance must be a bigint',
    );
    expect(() => statementsOver({ ...base, months: [{ month: '2025/01', ledger }] })).toThrow(
      "month must be YYYY-MM, got '2025/01'",
    );
    expect(() =>
      statementsOver({ ...base, months: [...base.months, { month: '2025-01', ledger }] }),
    ).toThrow('month 2025-01 is given twice');
    expect(() => statementsOver({ ...base, from: '2025-03', through: '2025-02' })).toThrow(
      'from (2025-03) must not be after through (2025-02)',
    );
    expect(() => statementsOver({ ...base, from: '2025-02', through: '2025-03' })).toThrow(
      'month 2025-01 is outside 2025-02 to 2025-03',
    );
    expect(() => statementsOver({ ...base, through: '2025-1' })).toThrow(RangeError);
  });
});

describe('monthAfter', () => {
  it.each([
    ['2025-01', '2025-02'],
    ['2025-09', '2025-10'],
    ['2026-12', '2027-01'],
  ])('follows %s with %s', (month, next) => {
    expect(monthAfter(month)).toBe(next);
  });
});

describe('isMonthClosable', () => {
  it('closes a month once it has ended in UTC and the hour of grace after it has passed', () => {
    expect(MONTH_CLOSE_GRACE_MS).toBe(60 * 60 * 1000);
    expect(isMonthClosable('2026-12', new Date('2026-12-31T23:59:59.999Z'))).toBe(false);
    // A transaction that began before midnight may still be committing rows dated December.
    expect(isMonthClosable('2026-12', new Date('2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(isMonthClosable('2026-12', new Date('2027-01-01T00:59:59.999Z'))).toBe(false);
    expect(isMonthClosable('2026-12', new Date('2027-01-01T01:00:00.000Z'))).toBe(true);
    expect(isMonthClosable('2026-12', new Date('2027-06-15T12:00:00Z'))).toBe(true);
    expect(isMonthClosable('2024-02', new Date('2024-02-29T23:59:59.999Z'))).toBe(false);
    expect(isMonthClosable('2024-02', new Date('2024-03-01T01:00:00Z'))).toBe(true);
    // 02:00 on 1 March in Paris is 01:00 UTC: closable; 01:30 in Paris is not yet.
    expect(isMonthClosable('2024-02', new Date('2024-03-01T02:00:00+01:00'))).toBe(true);
    expect(isMonthClosable('2024-02', new Date('2024-03-01T01:30:00+01:00'))).toBe(false);
    expect(isMonthClosable('2025-05', new Date('2025-04-10T00:00:00Z'))).toBe(false);
  });

  it('refuses a bad month or time', () => {
    expect(() => isMonthClosable('2026-13', new Date())).toThrow(
      "month must be YYYY-MM, got '2026-13'",
    );
    expect(() => isMonthClosable('2026-01', new Date('not a date'))).toThrow(
      'now must be a valid date',
    );
  });
});

describe('months in UTC', () => {
  it.each([
    ['2026-12', '2026-11'],
    ['2027-01', '2026-12'],
    ['2024-03', '2024-02'],
  ])('%s comes after %s', (month, before) => {
    expect(monthBefore(month)).toBe(before);
    expect(monthAfter(before)).toBe(month);
  });

  it('names the month an instant falls in and the instant a month starts at', () => {
    expect(monthOf(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12');
    expect(monthOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
    // Already 1 January in Paris, still December in UTC.
    expect(monthOf(new Date('2027-01-01T00:30:00+01:00'))).toBe('2026-12');
    expect(monthStart('2024-02')).toEqual(new Date('2024-02-01T00:00:00Z'));
    expect(monthStart('2026-12')).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(monthClosesAt('2026-12')).toEqual(new Date('2027-01-01T01:00:00Z'));
    expect(() => monthOf(new Date('not a date'))).toThrow('instant must be a valid date');
    expect(() => monthStart('2026-1')).toThrow("month must be YYYY-MM, got '2026-1'");
  });

  it('gives the latest month that can be closed now', () => {
    expect(lastClosableMonth(new Date('2027-01-01T00:59:59.999Z'))).toBe('2026-11');
    expect(lastClosableMonth(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12');
    expect(lastClosableMonth(new Date('2027-01-31T23:59:59Z'))).toBe('2026-12');
    expect(lastClosableMonth(new Date('2024-03-01T02:00:00Z'))).toBe('2024-02');
    for (const now of ['2026-06-01T01:00:00Z', '2026-06-17T09:00:00Z', '2026-07-01T00:30:00Z']) {
      const last = lastClosableMonth(new Date(now));
      expect(isMonthClosable(last, new Date(now))).toBe(true);
      expect(isMonthClosable(monthAfter(last), new Date(now))).toBe(false);
    }
    expect(() => lastClosableMonth(new Date(Number.NaN))).toThrow('now must be a valid date');
  });
});
