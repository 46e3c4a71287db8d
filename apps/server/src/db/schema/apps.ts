import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APP_STATUSES,
  APP_VISIBILITIES,
  CURRENCIES,
  VERSION_REVIEW_STATUSES,
  type VersionReviewStatus,
  type AppStatus,
  type AppVisibility,
  type AssetType,
  type Currency,
} from '@vmu/domain';
import { user } from './accounts';
import { TRIGRAM_INDEX_OPTIONS } from './trigram-index';
import { inList, timestamptz } from './columns';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Stored-file keys of an app's assets (docs/product.md, "Application", assets); URLs are made from
 * them.
 */
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

/**
 * The listing an update proposes (decision 0034), kept on its version until it is approved and
 * becomes the app's: the store texts, the age rating, the legal pages and the asset keys.
 */
export type VersionListing = {
  shortDescription: string;
  longDescription: string;
  /** Null for an app that is not a game (decision 0051). */
  pegiRating: string | null;
  termsAndConditionsUrl: string | null;
  privacyPolicyUrl: string | null;
  assets: ApplicationAssetKeys;
};

/** Apps in the store's catalogue (the domain's isInCatalogue); partial indexes repeat it. */
const IN_CATALOGUE = sql`status = 'LIVE' and visibility = 'PUBLIC'`;

// An app of the store (docs/product.md, "Application"). Listed, filtered and counted fields are
// columns; the asset keys and age rating are jsonb because nothing queries into them. Active
// users are not kept here: they are counted from the apps' open events (app_open, decision 0040).
// Money is in cents.
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
    revenueGrossCents: cents('revenue_gross_cents'),
    revenueNetCents: cents('revenue_net_cents'),
    platformFeeCents: cents('platform_fee_cents'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastVersionSubmitted: timestamptz('last_version_submitted'),
    /** When the app first went live (the store's 'newest'); null until then. Set by a trigger. */
    publishedAt: timestamptz('published_at'),
    /**
     * When anything a catalogue client sees of this app last changed, leaving the catalogue
     * included (a device's incremental sync, the catalogue's ETags). Set by a trigger
     * (0011_store_catalogue.sql) on every change of a row that is or was in the catalogue.
     */
    catalogueChangedAt: timestamptz('catalogue_changed_at').notNull().defaultNow(),
    /** The approved version the store serves; null before the first approval. */
    currentVersionId: uuid('current_version_id').references(
      (): AnyPgColumn => applicationVersion.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    check('application_status_check', sql`${t.status} in (${inList(APP_STATUSES)})`),
    check('application_visibility_check', sql`${t.visibility} in (${inList(APP_VISIBILITIES)})`),
    check('application_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('application_price_check', sql`${t.priceCents} >= 0`),
    // The review queue and store lists filter by status, newest change first (id breaks ties
    // for the admin list's cursor, decision 0014).
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
    // The store's catalogue, one index per sort (decision 0035): each page walks its sort's index
    // over the catalogue's rows only.
    index('application_catalogue_newest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(IN_CATALOGUE),
    // id descending too, so a page's cursor is one row comparison the index seeks to.
    index('application_catalogue_downloads_idx')
      .on(t.totalDownloads.desc(), t.id.desc())
      .where(IN_CATALOGUE),
    index('application_catalogue_name_idx')
      .on(sql`lower(${t.appName})`, t.id)
      .where(IN_CATALOGUE),
    // The catalogue's filters together (type, PEGI rating, price): a rare combination is found
    // here and sorted, instead of walking a sort's index through rows that do not match.
    index('application_catalogue_filters_idx')
      .on(sql`(${t.categories}[1])`, sql`(${t.ageRating}->>'pegi')`, t.priceCents)
      .where(IN_CATALOGUE),
    // A device's incremental sync, and the newest change for the catalogue's ETag.
    index('application_catalogue_changes_idx')
      .on(t.catalogueChangedAt, t.id)
      .where(sql`${t.publishedAt} is not null`),
  ],
);

// One row per version of an app (decision 0034): each submission of the app itself, and each update
// of a published app (is_update), from its draft to its decision. An update carries the listing
// it proposes; its package stays stored after it is superseded, for the history's download.
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
    /** The reviewer's reason of a rejection. */
    reviewNotes: text('review_notes'),
    isUpdate: boolean('is_update').notNull().default(false),
    /** An update's proposed listing; null for a submission of the app itself. */
    listing: jsonb('listing').$type<VersionListing>(),
    /** The app name inside the package's metadata. */
    packageName: text('package_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Null while a draft. */
    submittedAt: timestamptz('submitted_at'),
    decidedAt: timestamptz('decided_at'),
    approvedAt: timestamptz('approved_at'),
    binaryKey: text('binary_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
  },
  (t) => [
    check(
      'application_version_review_status_check',
      sql`${t.reviewStatus} in (${inList(VERSION_REVIEW_STATUSES)})`,
    ),
    index('application_version_app_created_idx').on(t.applicationId, t.createdAt, t.id),
    // One update per app in draft or in review at a time: of two racing saves one inserts.
    uniqueIndex('application_version_one_open_update_idx')
      .on(t.applicationId)
      .where(sql`${t.isUpdate} and ${t.reviewStatus} in ('DRAFT', 'PENDING')`),
    // Staff's review times: the decisions of a range (decision 0042).
    index('application_version_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.reviewStatus} in ('APPROVED', 'REJECTED')`),
    // The admin queue of updates in review, oldest submission first.
    index('application_version_updates_in_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.isUpdate} and ${t.reviewStatus} = 'PENDING'`),
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

// Apps that were in the catalogue once and are gone for good (deleted, or their developer's
// account was): a device's incremental sync tells it to remove them. Written by a trigger.
export const catalogueRemoval = pgTable(
  'catalogue_removal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bundleIdentifier: text('bundle_identifier').notNull(),
    removedAt: timestamptz('removed_at').notNull().defaultNow(),
  },
  (t) => [
    index('catalogue_removal_removed_idx').on(t.removedAt, t.id),
    // A deleted app's page is a 410, not a 404: its bundle identifier is looked up here.
    index('catalogue_removal_bundle_idx').on(t.bundleIdentifier),
  ],
);

// Counted downloads: an account's first download of an app (decision 0051), with its
// version and UTC day; a later one of any version finds the row and is not counted again. Rows
// of devices ('device:...') were counted before that decision and removed by its migration.
export const appDownload = pgTable(
  'app_download',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => applicationVersion.id, { onDelete: 'cascade' }),
    /** 'account:{userId}' or 'device:{sha-256 of the device id}'. */
    downloader: text('downloader').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.downloader, t.day] }),
    check('app_download_downloader_check', sql`length(${t.downloader}) <= 128`),
    // An app's downloads by day, for its analytics.
    index('app_download_app_day_idx').on(t.applicationId, t.day),
    // Once per account and app: two first downloads at once count once.
    uniqueIndex('app_download_app_downloader_idx').on(t.applicationId, t.downloader),
  ],
);

// The catalogue's revision (one row): raised at the commit of every transaction that changed an
// app that is or was in the catalogue, by a deferred trigger, so its order is the commits'. The
// catalogue's ETag is made of it: a timestamp written before the commit could be older than one
// already seen and hide the change.
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    /** The transaction that raised it last: a transaction raises it once, however many apps. */
    lastTransactionId: bigint('last_transaction_id', { mode: 'number' }),
  },
  (t) => [check('catalogue_revision_one_row', sql`${t.id} = 1`)],
);
