import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  LEDGER_ENTRY_KINDS,
  PURCHASE_STATUSES,
  type Currency,
  type LedgerEntryKind,
  type PurchaseStatus,
} from '@vmu/domain';
import { user } from './accounts';
import { application, applicationVersion } from './apps';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payments';
import { inList, timestamptz } from './columns';

/** Money in minor units as a JS bigint: never a binary fraction, never past 2^53. */
const minorUnits = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

// A buyer's purchase of a paid app (decision 0036): the price, currency and version
// are the app's at the moment of purchase, so a later price change touches only new purchases.
// A buyer holds at most one completed purchase of an app (partial unique index): two purchases
// completing at once, the second is refused by the database.
export const purchase = pgTable(
  'purchase',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => applicationVersion.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** What the platform keeps of the charge (the provider's application fee). */
    applicationFeeMinor: bigint('application_fee_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('PENDING'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's checkout (Stripe Checkout Session id); null until the provider made it. */
    providerCheckoutId: text('provider_checkout_id').unique(),
    /** The provider's payment (Stripe PaymentIntent id), known once paid; refunds name it. */
    providerPaymentId: text('provider_payment_id').unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    check('purchase_status_check', sql`${t.status} in (${inList(PURCHASE_STATUSES)})`),
    check('purchase_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check('purchase_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check(
      'purchase_amounts_check',
      sql`${t.priceMinor} > 0 and ${t.applicationFeeMinor} >= 0 and ${t.applicationFeeMinor} <= ${t.priceMinor}`,
    ),
    // One completed purchase per buyer and app; a refunded one no longer holds the place.
    uniqueIndex('purchase_one_completed_idx')
      .on(t.buyerId, t.applicationId)
      .where(sql`${t.status} = 'COMPLETED'`),
    // A buyer's purchases of an app (the download's entitlement, the already-bought rule).
    index('purchase_buyer_app_idx').on(t.buyerId, t.applicationId),
  ],
);

export type PurchaseRow = typeof purchase.$inferSelect;

// The sales ledger (decision 0036): one row per sale and per refund, in exact minor
// units, never changed or removed (a trigger refuses UPDATE and DELETE). Revenue figures are
// sums of it. It keeps no foreign keys on purpose: a record of money must outlive the app, the
// version, the purchase and the accounts it names (a cascade would also be a refused DELETE).
// provider_reference is unique, so a webhook delivered twice records once; a purchase has at
// most one sale and one refund.
export const salesLedger = pgTable(
  'sales_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    versionId: uuid('version_id').notNull(),
    developerId: text('developer_id').notNull(),
    buyerId: text('buyer_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    gross: minorUnits('gross'),
    tax: minorUnits('tax'),
    processingFee: minorUnits('processing_fee'),
    refund: minorUnits('refund'),
    /** gross - tax - processing_fee - refund (net revenue, docs/product.md, "Prices and money"). */
    net: minorUnits('net'),
    /** The platform's share of net; the developer's is net - platform_fee. */
    platformFee: minorUnits('platform_fee'),
    providerReference: text('provider_reference').notNull().unique(),
    /** When the provider says the money moved. */
    occurredAt: timestamptz('occurred_at').notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    check('sales_ledger_kind_check', sql`${t.kind} in (${inList(LEDGER_ENTRY_KINDS)})`),
    check('sales_ledger_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check(
      'sales_ledger_net_check',
      sql`${t.net} = ${t.gross} - ${t.tax} - ${t.processingFee} - ${t.refund}`,
    ),
    // A sale brings money in and refunds nothing; a refund gives a sale's gross back.
    check(
      'sales_ledger_sale_check',
      sql`${t.kind} <> 'SALE' or (${t.gross} > 0 and ${t.refund} = 0 and ${t.tax} >= 0 and ${t.processingFee} >= 0)`,
    ),
    check(
      'sales_ledger_refund_check',
      sql`${t.kind} <> 'REFUND' or (${t.gross} = 0 and ${t.refund} > 0 and ${t.tax} <= 0 and ${t.processingFee} <= 0)`,
    ),
    uniqueIndex('sales_ledger_one_sale_idx')
      .on(t.purchaseId)
      .where(sql`${t.kind} = 'SALE'`),
    uniqueIndex('sales_ledger_one_refund_idx')
      .on(t.purchaseId)
      .where(sql`${t.kind} = 'REFUND'`),
    // An app's figures, and a developer's sales by time (payouts, next issue).
    index('sales_ledger_app_idx').on(t.applicationId, t.occurredAt),
    index('sales_ledger_developer_idx').on(t.developerId, t.occurredAt),
    // A developer's rows by the month they were recorded in: the months payout statements close.
    index('sales_ledger_developer_recorded_idx').on(t.developerId, t.recordedAt),
  ],
);

export type SalesLedgerRow = typeof salesLedger.$inferSelect;
