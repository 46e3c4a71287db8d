import { sql } from 'drizzle-orm';
import { STORED_CONNECT_ACCOUNT_STATUSES, type StoredConnectAccountStatus } from '@vmu/domain';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { developerProfile } from './developers';
import { inList, timestamptz } from './columns';

/** Which provider driver made a connected account (decision 0015). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

// A developer's connected payment account as the provider last reported it
// (docs/product.md, "Developer profile", stripeInfo). One per developer (the primary key), so two
// concurrent creations keep one row; account_id is unique so a webhook finds its row. last_event_at
// is the provider's time of the newest event applied: an older event delivered late never
// overwrites a newer state.
export const connectedAccount = pgTable(
  'connected_account',
  {
    developerId: text('developer_id')
      .primaryKey()
      .references(() => developerProfile.userId, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    accountId: text('account_id').notNull().unique(),
    accountStatus: text('account_status').$type<StoredConnectAccountStatus>().notNull(),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirementsCurrentlyDue: text('requirements_currently_due')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirementsEventuallyDue: text('requirements_eventually_due')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabledReason: text('disabled_reason'),
    lastStatusUpdate: timestamptz('last_status_update').notNull().defaultNow(),
    lastEventAt: timestamptz('last_event_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('connected_account_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check(
      'connected_account_status_check',
      sql`${t.accountStatus} in (${inList(STORED_CONNECT_ACCOUNT_STATUSES)})`,
    ),
  ],
);

export type ConnectedAccountRow = typeof connectedAccount.$inferSelect;
