import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  TIMEZONE_MAX_LENGTH,
  type Currency,
  type DeveloperStatus,
  type OnboardingStep,
} from '@vmu/domain';
import { user } from './accounts';
import { inList, timestamptz } from './columns';

export const ACCOUNT_TYPES = ['individual', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** What each onboarding step last saved, as parsed by its domain schema (decision 0008). */
export type OnboardingStepData = {
  country?: { country: string };
  appDetails?: { appName: string; appDescription?: string };
  developerDetails?: {
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    postalCode: string;
    companyName?: string;
  };
};

// One row per developer, created by the first saved onboarding step. Current values are columns
// (shown, filtered, reviewed); the per-step snapshot is jsonb because nothing queries into it.
export const developerProfile = pgTable(
  'developer_profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('US'),
    accountType: text('account_type').$type<AccountType>().notNull().default('individual'),
    companyName: text('company_name'),
    legalName: text('legal_name').notNull(),
    appName: text('app_name'),
    appDescription: text('app_description'),
    completedSteps: text('completed_steps')
      .array()
      .$type<OnboardingStep[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    completedAt: timestamptz('completed_at'),
    stepData: jsonb('step_data').$type<OnboardingStepData>().notNull().default({}),
    developerStatus: text('developer_status').$type<DeveloperStatus>(),
    verifiedAt: timestamptz('verified_at'),
    verificationNotes: text('verification_notes'),
    lastStatusChange: timestamptz('last_status_change'),
    businessName: text('business_name'),
    ageVerified: boolean('age_verified').notNull().default(false),
    // The profile's preferences (docs/product.md, "Developer profile"; decision 0044).
    emailNotifications: boolean('email_notifications')
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES.emailNotifications),
    marketingEmails: boolean('marketing_emails')
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES.marketingEmails),
    currency: text('currency')
      .$type<Currency>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES.currency),
    timezone: text('timezone').notNull().default(DEFAULT_NOTIFICATION_PREFERENCES.timezone),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    profileVersion: integer('profile_version').notNull().default(1),
  },
  (t) => [
    check(
      'developer_profile_account_type_check',
      sql`${t.accountType} in ('individual', 'business')`,
    ),
    check(
      'developer_profile_status_check',
      sql`${t.developerStatus} in ('pending', 'verified', 'rejected')`,
    ),
    check('developer_profile_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check(
      'developer_profile_timezone_length_check',
      sql`char_length(${t.timezone}) <= ${sql.raw(String(TIMEZONE_MAX_LENGTH))}`,
    ),
    // The staff review queue lists pending developers oldest first, paged by created_at.
    index('developer_profile_status_created_idx').on(t.developerStatus, t.createdAt, t.userId),
  ],
);

// Append-only: one row per developer-status change, who made it and why.
export const developerStatusChange = pgTable(
  'developer_status_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => developerProfile.userId, { onDelete: 'cascade' }),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').$type<DeveloperStatus>(),
    toStatus: text('to_status').$type<DeveloperStatus>().notNull(),
    notes: text('notes'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'developer_status_change_to_check',
      sql`${t.toStatus} in ('pending', 'verified', 'rejected')`,
    ),
    index('developer_status_change_user_idx').on(t.userId, t.changedAt),
    // Staff's review times: the decisions on developer accounts over a range (decision 0042).
    index('developer_status_change_decided_idx')
      .on(t.changedAt)
      .where(sql`${t.fromStatus} = 'pending' and ${t.toStatus} in ('verified', 'rejected')`),
  ],
);
