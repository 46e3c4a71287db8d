import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APP_STATUSES,
  APP_VISIBILITIES,
  CURRENCIES,
  type AppStatus,
  type AppVisibility,
  type AssetType,
  type Currency,
} from '@vmu/domain';
import { user } from './accounts';
import { TRIGRAM_INDEX_OPTIONS } from './trigram-index';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Stored-file keys of an app's assets (SPEC section 3, assets); URLs are made from them. */
export type ApplicationAssetKeys = {
  vmupack: string | null;
  vmuIcon: string | null;
  webIcon: string | null;
  heroBanner: string | null;
  vmuBanner: string | null;
  screenshots: { web: string[]; vmu: string[] };
};

export const EMPTY_ASSET_KEYS: ApplicationAssetKeys = {
  vmupack: null,
  vmuIcon: null,
  webIcon: null,
  heroBanner: null,
  vmuBanner: null,
  screenshots: { web: [], vmu: [] },
};

export type AgeRating = {
  pegi: string | null;
  esrb: string | null;
  regional: { EU?: string; US?: string; UK?: string };
};

/** Ours (SPEC leaves version review statuses open): where one submitted build stands. */
export const VERSION_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type VersionReviewStatus = (typeof VERSION_REVIEW_STATUSES)[number];

// An app of the store (SPEC section 3, Application). Listed, filtered and counted fields are
// columns; the asset keys, age rating and per-key active users are jsonb because nothing
// queries into them. Money is in cents.
export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: text('developer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    appName: text('app_name').notNull(),
    bundleIdentifier: text('bundle_identifier').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    /** First entry is the app type, 'app' or 'game'. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{app}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{general}'::text[]`),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    currentVersion: text('current_version').notNull().default('1.0.0'),
    extractedVersion: text('extracted_version'),
    extractedAppName: text('extracted_app_name'),
    status: text('status').$type<AppStatus>().notNull().default('DRAFT'),
    visibility: text('visibility').$type<AppVisibility>().notNull().default('PRIVATE'),
    rejectionReason: text('rejection_reason'),
    ageRating: jsonb('age_rating')
      .$type<AgeRating>()
      .notNull()
      .default({ pegi: null, esrb: null, regional: {} }),
    assets: jsonb('assets').$type<ApplicationAssetKeys>().notNull().default(EMPTY_ASSET_KEYS),
    /** Bytes of the current package; null without one. */
    // The form's release notes for the next version, kept between draft saves (a submit also
    // copies them into its version).
    releaseNotes: text('release_notes').notNull().default(''),
    vmupackSize: bigint('vmupack_size', { mode: 'number' }),
    termsAndConditionsUrl: text('terms_and_conditions_url'),
    privacyPolicyUrl: text('privacy_policy_url'),
    totalSales: integer('total_sales').notNull().default(0),
    totalDownloads: integer('total_downloads').notNull().default(0),
    activeUsers: jsonb('active_users').$type<Record<string, number>>().notNull().default({}),
    revenueGrossCents: cents('revenue_gross_cents'),
    revenueNetCents: cents('revenue_net_cents'),
    platformFeeCents: cents('platform_fee_cents'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastVersionSubmitted: timestamptz('last_version_submitted'),
  },
  (t) => [
    check('application_status_check', sql`${t.status} in (${inList(APP_STATUSES)})`),
    check('application_visibility_check', sql`${t.visibility} in (${inList(APP_VISIBILITIES)})`),
    check('application_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('application_price_check', sql`${t.priceCents} >= 0`),
    // The review queue and store lists filter by status, newest change first (id breaks ties
    // for the admin list's cursor, issue 6).
    index('application_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // The admin list over every status (or all but one), newest change first; its search by
    // name or short description goes through trigrams.
    index('application_updated_idx').on(t.updatedAt, t.id),
    index('application_app_name_trgm_idx')
      .using('gin', t.appName.op('gin_trgm_ops'))
      .with(TRIGRAM_INDEX_OPTIONS),
    index('application_short_description_trgm_idx')
      .using('gin', t.shortDescription.op('gin_trgm_ops'))
      .with(TRIGRAM_INDEX_OPTIONS),
    // A developer's own apps, most recently changed first; id breaks ties for the cursor.
    index('application_developer_updated_idx').on(t.developerId, t.updatedAt, t.id),
  ],
);

// One row per submission of a build (the Versions): the number from the package, the
// release notes, where its review stands, and the package it was submitted with.
export const applicationVersion = pgTable(
  'application_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    versionNumber: text('version_number').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    reviewStatus: text('review_status').$type<VersionReviewStatus>().notNull().default('PENDING'),
    reviewNotes: text('review_notes'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    approvedAt: timestamptz('approved_at'),
    binaryKey: text('binary_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
  },
  (t) => [
    check(
      'application_version_review_status_check',
      sql`${t.reviewStatus} in (${inList(VERSION_REVIEW_STATUSES)})`,
    ),
    index('application_version_app_submitted_idx').on(t.applicationId, t.submittedAt),
  ],
);

/** What was learned from a stored file's bytes when it arrived. */
export type StoredFileDetails =
  | { kind: 'image'; format: 'PNG' | 'JPEG' | 'BMP'; width: number; height: number }
  | { kind: 'vmupack'; appName: string; appVersion: string };

// Every upload that arrived whole and passed its checks. An app may reference a key only if the
// same developer uploaded it as the same asset type; a signed upload URL that was never used
// leaves no row. Rows outlive the app only until its delete removes them with the files.
export const storedFile = pgTable(
  'stored_file',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assetType: text('asset_type').$type<AssetType>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    details: jsonb('details').$type<StoredFileDetails>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('stored_file_owner_idx').on(t.ownerId, t.createdAt)],
);
