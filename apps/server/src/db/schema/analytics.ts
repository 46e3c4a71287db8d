import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, type Currency } from '@vmu/domain';
import { application } from './apps';
import { inList, timestamptz } from './columns';

// Analytics (decision 0040). Raw events are the truth: counted downloads
// (app_download), app opens (app_open, here) and the sales ledger. The daily tables below are
// their sums per app and UTC day, kept by triggers on the raw tables in the transaction of each
// event (so no code path can forget them), and rebuilt from the raw events to the same figures.

const minorUnits = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const count = (name: string) => integer(name).notNull().default(0);

// An app opened on a device, reported by the device's store client at most once per device,
// app and UTC day: its active users. The device is the sha-256 of an anonymous per-app id.
export const appOpen = pgTable(
  'app_open',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.day, t.device] }),
    check('app_open_device_check', sql`length(${t.device}) = 64`),
  ],
);

/**
 * An open's recency: how many days before its device had last opened the app, counted up to
 * this many (longer ago, or never, is this many too). Exact below it, so the distinct devices of
 * any window of up to 31 days (a month, the dashboard's 30 days) are read from the recency of
 * the window's opens; the migrations' triggers and rebuild write the same number.
 */
export const OPEN_RECENCY_DAYS = 31;

// Per app and UTC day: downloads; active users (the devices that opened the app); the devices
// whose first open of their ISO week or calendar month fell on the day, so that a week's or a
// month's active users are the sum of its days'; and the day's opens by recency (element r:
// the opens whose device had last opened the app r days before), so that the devices of any
// window of up to OPEN_RECENCY_DAYS days are its opens whose device had not opened the app since
// before the window started (decision 0040). With the app: its events go with it.
export const appDailyActivity = pgTable(
  'app_daily_activity',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    developerId: text('developer_id').notNull(),
    downloads: count('downloads'),
    activeUsers: count('active_users'),
    firstOpensOfWeek: count('first_opens_of_week'),
    firstOpensOfMonth: count('first_opens_of_month'),
    opensByRecency: integer('opens_by_recency')
      .array()
      .notNull()
      .default(sql`array_fill(0, array[${sql.raw(String(OPEN_RECENCY_DAYS))}])`),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.day] }),
    check(
      'app_daily_activity_opens_by_recency_check',
      sql`cardinality(${t.opensByRecency}) = ${sql.raw(String(OPEN_RECENCY_DAYS))}`,
    ),
    // A developer's apps, or one of them, over a range, read from this index alone: the
    // figures are part of its entries, so a year of a developer's days is a few dozen index
    // pages instead of a table page per row (decision 0040; VACUUM keeps the pages visible).
    index('app_daily_activity_developer_figures_idx').on(
      t.developerId,
      t.day,
      t.applicationId,
      t.downloads,
      t.activeUsers,
      t.firstOpensOfWeek,
      t.firstOpensOfMonth,
      t.opensByRecency,
    ),
    // The whole store over a range (staff's analytics and top apps, decision 0042).
    index('app_daily_activity_day_idx').on(t.day),
  ],
);

// Sales per app, UTC day and currency, summed from the ledger. No foreign keys, as the ledger's:
// a deleted app's sales still count in its developer's figures and payouts.
export const appDailySales = pgTable(
  'app_daily_sales',
  {
    applicationId: uuid('application_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    developerId: text('developer_id').notNull(),
    unitsSold: count('units_sold'),
    unitsRefunded: count('units_refunded'),
    gross: minorUnits('gross'),
    tax: minorUnits('tax'),
    processingFee: minorUnits('processing_fee'),
    refund: minorUnits('refund'),
    net: minorUnits('net'),
    platformFee: minorUnits('platform_fee'),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.day, t.currency] }),
    check('app_daily_sales_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    // As the activity's: a developer's sales over a range from the index alone.
    index('app_daily_sales_developer_figures_idx').on(
      t.developerId,
      t.day,
      t.applicationId,
      t.currency,
      t.unitsSold,
      t.unitsRefunded,
      t.gross,
      t.tax,
      t.processingFee,
      t.refund,
      t.net,
      t.platformFee,
    ),
    index('app_daily_sales_day_idx').on(t.day),
  ],
);

// One row per run of the scheduled daily-figures rebuild (decision 0056): when it ran and how many
// daily rows it found drifted from the raw events (each changed row counted as it was and as it
// became), so staff see the last check on the dashboard's system status. Written in the rebuild's
// transaction: a rebuild that rolls back leaves no claim that it ran.
export const dailyFiguresCheck = pgTable(
  'daily_figures_check',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
    activityRows: integer('activity_rows').notNull(),
    salesRows: integer('sales_rows').notNull(),
  },
  (t) => [index('daily_figures_check_checked_at_idx').on(t.checkedAt)],
);
