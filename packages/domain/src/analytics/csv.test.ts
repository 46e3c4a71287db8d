import { describe, expect, it } from 'vitest';
import { analyticsCsv, analyticsCsvFileName } from './csv';

const counts = { downloads: 3, activeUsers: 2, unitsSold: 1, unitsRefunded: 0 };

describe('analytics CSV', () => {
  it('writes a header and one row per period, money as decimals in the currency', () => {
    const csv = analyticsCsv({
      currency: 'EUR',
      rows: [
        {
          start: '2026-11-23',
          ...counts,
          money: {
            gross: 499,
            taxes: 83,
            processingFees: 0,
            refunds: 0,
            net: 416,
            platformFee: 104,
            developerShare: 312,
          },
        },
        // A period without sales in a range that has some: zeros, not empty cells.
        { start: '2026-11-30', downloads: 0, activeUsers: 0, unitsSold: 0, unitsRefunded: 0 },
      ],
    });
    expect(csv).toBe(
      'Period start,Downloads,Active users,Units sold,Units refunded,Gross sales (EUR),Taxes (EUR),Processing fees (EUR),Refunds (EUR),Net revenue (EUR),Developer’s share (75%) (EUR),Platform’s share (25%) (EUR)\r\n' +
        '2026-11-23,3,2,1,0,4.99,0.83,0.00,0.00,4.16,3.12,1.04\r\n' +
        '2026-11-30,0,0,0,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00\r\n',
    );
  });

  it('writes negative amounts as numbers, without the formula guard', () => {
    const csv = analyticsCsv({
      currency: 'GBP',
      rows: [
        {
          start: '2026-11-01',
          ...counts,
          unitsRefunded: 2,
          money: {
            gross: 0,
            taxes: -166,
            processingFees: 0,
            refunds: 998,
            net: -832,
            platformFee: -208,
            developerShare: -624,
          },
        },
      ],
    });
    expect(csv.split('\r\n')[1]).toBe('2026-11-01,3,2,1,2,0.00,-1.66,0.00,9.98,-8.32,-6.24,-2.08');
  });

  it('has no money columns when nothing was sold in the range', () => {
    expect(analyticsCsv({ currency: null, rows: [{ start: '2026-11-24', ...counts }] })).toBe(
      'Period start,Downloads,Active users,Units sold,Units refunded\r\n2026-11-24,3,2,1,0\r\n',
    );
  });

  it('refuses a count that is not a whole number', () => {
    expect(() =>
      analyticsCsv({ currency: null, rows: [{ ...counts, start: 'x', downloads: NaN }] }),
    ).toThrow(RangeError);
  });

  it('guards a text cell even in a period column, should one ever hold text', () => {
    expect(analyticsCsv({ currency: null, rows: [{ ...counts, start: '=1+1' }] })).toContain(
      "\r\n'=1+1,3,",
    );
  });

  it('names the file by its range and grouping', () => {
    expect(analyticsCsvFileName({ from: '2026-10-26', to: '2026-11-24', grouping: 'DAY' })).toBe(
      'analytics-2026-10-26-to-2026-11-24-day.csv',
    );
    expect(
      analyticsCsvFileName({ from: '2026-10-26', to: '2026-11-24', grouping: 'WEEK' }, 'store'),
    ).toBe('store-analytics-2026-10-26-to-2026-11-24-week.csv');
  });

  it("names every money figure the same for a developer's and the whole store's figures", () => {
    const csv = analyticsCsv({
      currency: 'EUR',
      audience: 'store',
      rows: [{ start: '2026-11-23', ...counts }],
    });
    expect(csv.split('\r\n')[0]).toBe(
      'Period start,Downloads,Active users,Units sold,Units refunded,Gross sales (EUR),Taxes (EUR),Processing fees (EUR),Refunds (EUR),Net revenue (EUR),Developer’s share (75%) (EUR),Platform’s share (25%) (EUR)',
    );
  });
});
