import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  PAYOUT_STATEMENT_STATUSES,
  type Currency,
  type PayoutStatementStatus,
} from '@vmu/domain';
import { inList, timestamptz } from './columns';

// Monthly payout statements (decisions 0039 and 0041). A month is closed once per
// developer: one row per currency with the month's summed ledger rows, the balance carried in and
// out, and the payout it makes. A record of money, kept as long as the ledger: no foreign keys
// (a deleted account's statements stay), and its figures never change once written (a trigger
// refuses it); only a DUE payout becomes PAID, once, with the provider's reference.

/** The domain's statuses (CARRIED, DUE, PAID), which the table's check allows. */
export type PayoutStatus = PayoutStatementStatus;

const minorUnits = (name: string) => bigint(name, { mode: 'bigint' }).notNull();
const count = (name: string) => integer(name).notNull();

export const payoutStatement = pgTable(
  'payout_statement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: text('developer_id').notNull(),
    /** YYYY-MM: ledger rows recorded (recorded_at, UTC) in this month. */
    month: text('month').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    saleCount: count('sale_count'),
    refundCount: count('refund_count'),
    gross: minorUnits('gross'),
    taxes: minorUnits('taxes'),
    processingFees: minorUnits('processing_fees'),
    refunds: minorUnits('refunds'),
    net: minorUnits('net'),
    developerShare: minorUnits('developer_share'),
    platformShare: minorUnits('platform_share'),
    carriedIn: minorUnits('carried_in'),
    balance: minorUnits('balance'),
    payoutAmount: minorUnits('payout_amount'),
    carriedOut: minorUnits('carried_out'),
    minimum: minorUnits('minimum'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    /** The driver that pays it (sandbox or stripe), set when it is paid. */
    provider: text('provider'),
    /** The provider's transfer id (Stripe's tr_...), once paid. */
    payoutReference: text('payout_reference'),
    paidAt: timestamptz('paid_at'),
    closedAt: timestamptz('closed_at').notNull().defaultNow(),
  },
  (t) => [
    // A month is closed once per developer and currency, whoever closes it and how often.
    uniqueIndex('payout_statement_month_idx').on(t.developerId, t.currency, t.month),
    // Staff's payouts due and paid per month.
    index('payout_statement_month_status_idx').on(t.month, t.status),
    // Staff's payouts due this month and those late (decision 0042).
    index('payout_statement_status_due_idx').on(t.status, t.dueOn),
    check('payout_statement_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payout_statement_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check(
      'payout_statement_status_check',
      sql`${t.status} in (${inList(PAYOUT_STATEMENT_STATUSES)})`,
    ),
    check(
      'payout_statement_balance_check',
      sql`${t.balance} = ${t.carriedIn} + ${t.developerShare} and ${t.net} = ${t.developerShare} + ${t.platformShare} and ${t.balance} = ${t.payoutAmount} + ${t.carriedOut}`,
    ),
    check(
      'payout_statement_paid_check',
      sql`(${t.status} = 'CARRIED') = (${t.payoutAmount} = 0) and (${t.status} = 'PAID') = (${t.payoutReference} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);

export type PayoutStatementRow = typeof payoutStatement.$inferSelect;
