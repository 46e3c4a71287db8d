import { describe, expect, it } from 'vitest';
import {
  PAYOUT_STATUS_WORDS,
  paidAtText,
  payoutStatementCsv,
  payoutStatementFileName,
  payoutStatementsCsv,
  payoutStatementsCsvFileName,
  type PayoutStatementFigures,
} from './statement-csv';

const HEADER =
  'Month,Currency,Units sold,Units refunded,Gross sales,Taxes,Processing fees,Refunds,Net revenue,' +
  'Developer’s share (75%),Platform’s share (25%),Carried in,Balance,Minimum payout,Status,' +
  'Payout amount,Carried out,Due date,Paid at,Payout reference\r\n';

/** October 2026 in EUR, paid: 3 sales of 9.99 with VAT and fees, one refunded. */
const paid: PayoutStatementFigures = {
  month: '2026-10',
  currency: 'EUR',
  unitsSold: 3,
  unitsRefunded: 1,
  gross: 2997n,
  taxes: 334n,
  processingFees: 105n,
  refunds: 999n,
  net: 1559n,
  developerShare: 1169n,
  platformShare: 390n,
  carriedIn: 400n,
  balance: 1569n,
  minimum: 1250n,
  status: 'PAID',
  payoutAmount: 1569n,
  carriedOut: 0n,
  dueOn: '2026-11-30',
  paidAt: new Date('2026-11-20T09:30:00.250Z'),
  payoutReference: 'tr_1Abc',
};

/** November 2026 in GBP: refunds of earlier sales larger than the month's, a negative balance carried. */
const carried: PayoutStatementFigures = {
  month: '2026-11',
  currency: 'GBP',
  unitsSold: 0,
  unitsRefunded: 2,
  gross: 0,
  taxes: -166,
  processingFees: 0,
  refunds: 998,
  net: -832,
  developerShare: -624,
  platformShare: -208,
  carriedIn: 0,
  balance: -624,
  minimum: 1000,
  status: 'CARRIED',
  payoutAmount: 0,
  carriedOut: -624,
  dueOn: '2026-12-30',
  paidAt: null,
  payoutReference: null,
};

describe('payout statement CSV', () => {
  it("writes a header and the statement's row, money as exact decimals of its currency", () => {
    expect(payoutStatementCsv(paid)).toBe(
      HEADER +
        '2026-10,EUR,3,1,29.97,3.34,1.05,9.99,15.59,11.69,3.90,4.00,15.69,12.50,Paid,15.69,0.00,' +
        '2026-11-30,2026-11-20T09:30:00Z,tr_1Abc\r\n',
    );
  });

  it('writes negative amounts as numbers and a carried month without payment or reference', () => {
    expect(payoutStatementCsv(carried).split('\r\n')[1]).toBe(
      '2026-11,GBP,0,2,0.00,-1.66,0.00,9.98,-8.32,-6.24,-2.08,0.00,-6.24,10.00,Carried,0.00,-6.24,2026-12-30,,',
    );
  });

  it('writes the same text from the GraphQL numbers as from the database bigints', () => {
    const asNumbers = Object.fromEntries(
      Object.entries(paid).map(([key, value]) => [
        key,
        typeof value === 'bigint' ? Number(value) : value,
      ]),
    ) as PayoutStatementFigures;
    expect(payoutStatementCsv({ ...asNumbers, paidAt: '2026-11-20T09:30:00.250Z' })).toBe(
      payoutStatementCsv(paid),
    );
  });

  it('writes one row per statement of a list, in its order, under one header', () => {
    const csv = payoutStatementsCsv([carried, paid]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(`${lines[0]}\r\n`).toBe(HEADER);
    expect(lines[1]).toMatch(/^2026-11,GBP,/);
    expect(lines[2]).toMatch(/^2026-10,EUR,/);
    expect(lines[3]).toBe('');
    expect(payoutStatementsCsv([])).toBe(HEADER);
  });

  it('guards a payout reference a spreadsheet would run as a formula', () => {
    const csv = payoutStatementCsv({ ...paid, payoutReference: '=HYPERLINK("x")' });
    expect(csv.trimEnd().endsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('refuses figures that cannot be a statement', () => {
    expect(() => payoutStatementCsv({ ...paid, month: '2026-13' })).toThrow(RangeError);
    expect(() => payoutStatementCsv({ ...paid, currency: 'JPY' })).toThrow(RangeError);
    expect(() => payoutStatementCsv({ ...paid, gross: 29.97 })).toThrow(RangeError);
    expect(() => payoutStatementCsv({ ...paid, unitsSold: -0.5 })).toThrow(RangeError);
    expect(() => payoutStatementCsv({ ...paid, paidAt: 'yesterday' })).toThrow(RangeError);
    expect(() =>
      payoutStatementCsv({ ...paid, status: 'PAYABLE' as PayoutStatementFigures['status'] }),
    ).toThrow(RangeError);
  });

  it('has words for every status', () => {
    expect(PAYOUT_STATUS_WORDS).toEqual({ CARRIED: 'Carried', DUE: 'Due', PAID: 'Paid' });
    expect(paidAtText('2027-01-02T03:04:05Z')).toBe('2027-01-02T03:04:05Z');
  });
});

describe('payout statement file names', () => {
  it("names one statement's files by month and currency", () => {
    expect(payoutStatementFileName(paid, 'csv')).toBe('vmu-payout-statement-2026-10-EUR.csv');
    expect(payoutStatementFileName(carried, 'pdf')).toBe('vmu-payout-statement-2026-11-GBP.pdf');
    // A name goes into a download header: only a real month and currency make one.
    expect(() => payoutStatementFileName({ month: '../x', currency: 'EUR' }, 'csv')).toThrow(
      RangeError,
    );
    expect(() => payoutStatementFileName({ month: '2026-10', currency: 'E"R' }, 'pdf')).toThrow(
      RangeError,
    );
  });

  it('names a list by the months it covers, and its currency when it has only one', () => {
    const eur = (month: string) => ({ month, currency: 'EUR' });
    expect(payoutStatementsCsvFileName([eur('2026-10'), eur('2026-01'), eur('2026-05')])).toBe(
      'vmu-payout-statements-2026-01-to-2026-10-EUR.csv',
    );
    expect(payoutStatementsCsvFileName([paid, carried])).toBe(
      'vmu-payout-statements-2026-10-to-2026-11.csv',
    );
    expect(payoutStatementsCsvFileName([paid])).toBe('vmu-payout-statements-2026-10-EUR.csv');
    expect(payoutStatementsCsvFileName([])).toBe('vmu-payout-statements.csv');
  });
});
