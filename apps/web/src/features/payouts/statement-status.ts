import { monthAfter, PAYOUT_STATUS_WORDS } from '@vmu/domain';
import type { BadgeProps } from '@/components/ui/badge';
import { formatDate, formatDay, formatMinorMoney } from '@/lib/format';
import type { PayoutStatus } from '@/lib/graphql/graphql';
import type { PayoutStatement } from './api/get-payouts';

// How the screen words where a statement's payout stands (decisions 0039, 0041). The month in
// progress (closedAt null) has a status only as it would be if the month ended now.

type Standing = Pick<
  PayoutStatement,
  | 'status'
  | 'currency'
  | 'balance'
  | 'minimum'
  | 'payoutAmount'
  | 'dueOn'
  | 'paidAt'
  | 'payoutReference'
  | 'closedAt'
>;

export const STATUS_BADGES: Record<PayoutStatus, BadgeProps['variant']> = {
  PAID: 'success',
  DUE: 'default',
  CARRIED: 'secondary',
};

const isInProgress = (statement: Pick<Standing, 'closedAt'>) => statement.closedAt == null;

/** The status column's words: 'Carried', 'Due by Dec 30, 2026', 'Paid Dec 12, 2026'. */
export function statusLine(statement: Standing): string {
  if (isInProgress(statement)) {
    return statement.status === 'CARRIED' ? 'Would be carried' : 'Would be paid';
  }
  switch (statement.status) {
    case 'CARRIED':
      return PAYOUT_STATUS_WORDS.CARRIED;
    case 'DUE':
      return `${PAYOUT_STATUS_WORDS.DUE} by ${formatDay(statement.dueOn)}`;
    case 'PAID':
      return statement.paidAt
        ? `${PAYOUT_STATUS_WORDS.PAID} ${formatDate(statement.paidAt)}`
        : PAYOUT_STATUS_WORDS.PAID;
  }
}

/** What happened to the balance, and why, in one sentence (a statement's details). */
export function outcomeSentence(statement: Standing): string {
  const money = (amount: number) => formatMinorMoney(amount, statement.currency);
  const minimum = money(statement.minimum);
  if (isInProgress(statement)) {
    if (statement.status !== 'CARRIED') {
      return `The balance has reached the ${minimum} minimum: if the month ended now, ${money(statement.balance)} would be paid by ${formatDay(statement.dueOn)}.`;
    }
    if (statement.balance < 0) {
      return 'The balance is negative: if the month ended now, it would be carried to next month and offset later earnings.';
    }
    return `${money(statement.minimum - statement.balance)} short of the ${minimum} minimum: if the month ended now, the balance would be carried to next month.`;
  }
  switch (statement.status) {
    case 'PAID':
      return [
        `${money(statement.payoutAmount)} paid`,
        statement.paidAt ? ` on ${formatDate(statement.paidAt)}` : '',
        statement.payoutReference ? `, reference ${statement.payoutReference}` : '',
        '.',
      ].join('');
    case 'DUE':
      return `${money(statement.payoutAmount)} is to be paid by ${formatDay(statement.dueOn)}.`;
    case 'CARRIED':
      return statement.balance < 0
        ? 'The balance was negative: it was carried to the next month, to offset later earnings.'
        : `Below the ${minimum} minimum: the balance was carried to the next month.`;
  }
}

/** The day a month 'YYYY-MM' is over in UTC ('2026-12' -> '2027-01-01'): its statement comes then. */
export const dayAfterMonth = (month: string) => `${monthAfter(month)}-01`;
