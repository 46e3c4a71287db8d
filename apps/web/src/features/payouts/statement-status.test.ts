import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatMinorMoney } from '@/lib/format';
import { statementAnswer } from '@/testing/payouts';
import { dayAfterMonth, outcomeSentence, statusLine } from './statement-status';

const eur = (amount: number) => formatMinorMoney(amount, 'EUR');

// EUR's minimum is 12.50: a balance of 3.38 is carried, one of 15.00 paid.
const carried = statementAnswer({ month: '2026-10', currency: 'EUR', gross: 450 });
const due = statementAnswer({ month: '2026-11', currency: 'EUR', gross: 2000, carriedIn: 338 });
const paid = statementAnswer({
  month: '2026-11',
  currency: 'EUR',
  gross: 2000,
  carriedIn: 338,
  paid: { at: '2026-12-12T09:30:00.000Z', reference: 'tr_sandbox_42' },
});
const negative = statementAnswer({ month: '2026-12', currency: 'EUR', refunds: 2000 });

describe('statusLine', () => {
  it('names a closed month’s status, with its due or paid date', () => {
    expect(carried.status).toBe('CARRIED');
    expect(statusLine(carried)).toBe('Carried');
    expect(due.dueOn).toBe('2026-12-30');
    expect(statusLine(due)).toBe(`Due by ${formatDay('2026-12-30')}`);
    expect(statusLine(paid)).toBe(`Paid ${formatDate('2026-12-12T09:30:00.000Z')}`);
    expect(statusLine(negative)).toBe('Carried');
  });

  it('says what would happen to the month in progress, which has no status yet', () => {
    expect(statusLine({ ...carried, closedAt: null })).toBe('Would be carried');
    expect(statusLine({ ...due, closedAt: null })).toBe('Would be paid');
  });
});

describe('outcomeSentence', () => {
  it('says why a closed month’s balance was carried, or when it is paid', () => {
    expect(outcomeSentence(carried)).toBe(
      `Below the ${eur(1250)} minimum: the balance was carried to the next month.`,
    );
    expect(outcomeSentence(negative)).toBe(
      'The balance was negative: it was carried to the next month, to offset later earnings.',
    );
    // 3.38 carried in and 75% of 20.00.
    expect(due.payoutAmount).toBe(338 + 1500);
    expect(outcomeSentence(due)).toBe(`${eur(1838)} is to be paid by ${formatDay('2026-12-30')}.`);
    expect(outcomeSentence(paid)).toBe(
      `${eur(1838)} paid on ${formatDate('2026-12-12T09:30:00.000Z')}, reference tr_sandbox_42.`,
    );
  });

  it('says what would happen if the month in progress ended now', () => {
    expect(outcomeSentence({ ...carried, closedAt: null })).toBe(
      `${eur(1250 - 338)} short of the ${eur(1250)} minimum: if the month ended now, the balance would be carried to next month.`,
    );
    expect(outcomeSentence({ ...due, closedAt: null })).toBe(
      `The balance has reached the ${eur(1250)} minimum: if the month ended now, ${eur(1838)} would be paid by ${formatDay('2026-12-30')}.`,
    );
    expect(outcomeSentence({ ...negative, closedAt: null })).toBe(
      'The balance is negative: if the month ended now, it would be carried to next month and offset later earnings.',
    );
  });
});

describe('dayAfterMonth', () => {
  it('is the first day of the next month, across the year’s end', () => {
    expect(dayAfterMonth('2026-11')).toBe('2026-12-01');
    expect(dayAfterMonth('2026-12')).toBe('2027-01-01');
    expect(dayAfterMonth('2024-02')).toBe('2024-03-01');
  });
});
