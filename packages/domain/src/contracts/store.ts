import * as z from 'zod/mini';
import { APP_TYPES, CURRENCIES } from '../limits';
import { catalogueLimitSchema } from '../store/catalogue';
import { PURCHASE_STATUSES } from '../store/purchases';

// The device's catalogue API (decision 0035), version 1. Written once for the server
// (its validator, the allow-list of what it sends, and the OpenAPI document it serves) and for
// any client:
//   GET  /api/store/v1/apps                          CatalogueQuery -> CataloguePage
//   GET  /api/store/v1/apps/{bundleIdentifier}       -> CatalogueAppDetail (404, or 410 when it left)
//   POST /api/store/v1/apps/{bundleIdentifier}/download   CatalogueDownloadRequest -> CatalogueDownload
//   POST /api/store/v1/apps/{bundleIdentifier}/purchase   (signed in) -> PurchaseStart
//   GET  /api/store/v1/purchases                     (signed in) AccountPurchasesQuery -> AccountPurchasesPage
//   POST /api/store/v1/apps/{bundleIdentifier}/opened     AppOpenedReport -> 204 (active users)
//   GET  /api/store/v1/openapi.json                  the OpenAPI document of the above
// Refusals are the app's ApiError ({ error: { code, message } }).

export const STORE_API_PREFIX = '/api/store/v1';
export const STORE_API_OPENAPI_PATH = `${STORE_API_PREFIX}/openapi.json`;
export const storeApiAppPath = (bundleIdentifier: string) =>
  `${STORE_API_PREFIX}/apps/${encodeURIComponent(bundleIdentifier)}`;

/** A price in minor units of its currency; null for a free app. */
export const CataloguePriceSchema = z.nullable(
  z.object({ amountMinor: z.number(), currency: z.enum(CURRENCIES) }),
);

/** One app of the catalogue as a list shows it (a card, or a device's list row). */
export const CatalogueAppSchema = z.object({
  bundleIdentifier: z.string(),
  name: z.string(),
  developerName: z.string(),
  type: z.enum(APP_TYPES),
  shortDescription: z.string(),
  price: CataloguePriceSchema,
  /** 'PEGI_12', or null when the app has none (apps need not be rated; games must be). */
  pegiRating: z.nullable(z.string()),
  version: z.string(),
  /** Bytes of the live package. */
  packageSize: z.number(),
  downloads: z.number(),
  /** When the app first went live. */
  publishedAt: z.string(),
  /** When the live version (package or listing) last changed. */
  updatedAt: z.string(),
  webIconUrl: z.nullable(z.string()),
  /**
   * The web icon's display-size WebP copies as an HTML srcset ("{url} 96w, {url} 160w, ..."), for
   * a page that shows it smaller than its 512 pixels; null when there is no web icon.
   */
  webIconSrcSet: z.nullable(z.string()),
  vmuIconUrl: z.nullable(z.string()),
  /** The app's page in the web store. */
  storeUrl: z.string(),
});
export type CatalogueApp = z.output<typeof CatalogueAppSchema>;

export const CatalogueReleaseSchema = z.object({
  version: z.string(),
  releaseNotes: z.string(),
  releasedAt: z.string(),
});

/** Everything the app's page shows. */
export const CatalogueAppDetailSchema = z.extend(CatalogueAppSchema, {
  longDescription: z.string(),
  regionalRatings: z.record(z.string(), z.string()),
  heroBannerUrl: z.nullable(z.string()),
  /** The hero banner's display-size WebP copies as an HTML srcset; null when there is none. */
  heroBannerSrcSet: z.nullable(z.string()),
  vmuBannerUrl: z.nullable(z.string()),
  screenshots: z.object({
    web: z.array(z.string()),
    /** The srcset of each web screenshot's display-size WebP copies, in the order of `web`. */
    webSrcSets: z.array(z.string()),
    vmu: z.array(z.string()),
  }),
  termsAndConditionsUrl: z.nullable(z.string()),
  privacyPolicyUrl: z.nullable(z.string()),
  /** The live version and the ones before it, newest first (at most CATALOGUE_RELEASES_SHOWN). */
  releases: z.array(CatalogueReleaseSchema),
});
export type CatalogueAppDetail = z.output<typeof CatalogueAppDetailSchema>;
export const CATALOGUE_RELEASES_SHOWN = 5;

export const CataloguePageSchema = z.object({
  items: z.array(CatalogueAppSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
  /**
   * With `since` only: bundle identifiers of apps that left the catalogue since then (suspended,
   * unpublished, made private, deleted); a device removes them.
   */
  removed: z.optional(z.array(z.string())),
  /**
   * With `since` only, on the last page: the `since` of the next sync. Keep the value the last
   * page gave; it overlaps this sync a little (CATALOGUE_SYNC_OVERLAP_SECONDS), so a change
   * committed while this one ran is not missed.
   */
  syncedUntil: z.optional(z.nullable(z.string())),
});
export type CataloguePage = z.output<typeof CataloguePageSchema>;

export const DEVICE_ID_INVALID =
  'deviceId must be 8 to 64 letters, digits, dashes or underscores, the same for each download from one device';

/** Who downloads: the device's own stable id (the VMU Pro's serial, or a browser's random id). */
export const CatalogueDownloadRequestSchema = z.object({
  deviceId: z
    .string({ error: DEVICE_ID_INVALID })
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: DEVICE_ID_INVALID })),
});
export type CatalogueDownloadRequest = z.output<typeof CatalogueDownloadRequestSchema>;

/** An expiring, signed address of the live package. */
export const CatalogueDownloadSchema = z.object({
  downloadUrl: z.string(),
  expiresIn: z.number(),
  fileName: z.string(),
  version: z.string(),
  packageSize: z.number(),
});
export type CatalogueDownload = z.output<typeof CatalogueDownloadSchema>;

export const APP_NOT_IN_STORE = 'No app in the store has this bundle identifier';
export const APP_NOT_AVAILABLE = 'This app is not available in the store';
export const PURCHASE_REQUIRED = 'This app is paid: buy it to download it';

/**
 * A purchase started by Buy (decision 0036): COMPLETED at once with the sandbox (checkoutUrl is
 * the app's page), else PENDING until the provider's webhook says it was paid; the buyer goes to
 * checkoutUrl to pay.
 */
export const PurchaseStartSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  checkoutUrl: z.string(),
});
export type PurchaseStart = z.output<typeof PurchaseStartSchema>;
export const storeApiPurchasePath = (bundleIdentifier: string) =>
  `${storeApiAppPath(bundleIdentifier)}/purchase`;

/**
 * What the server read for a store page it renders (decision 0035), written into the page as
 * JSON in `<script type="application/json" id={STORE_PAGE_DATA_ID}>` for the browser's first
 * render: `url` (path and query) it was read for, the catalogue's first page of /store, the app
 * of /store/apps/{bundleIdentifier}, or why that app is not available (410) or unknown (404).
 */
export type StorePageData = {
  url: string;
  catalogue?: CataloguePage;
  app?: CatalogueAppDetail;
  unavailable?: { status: 404 | 410; message: string };
};

export const STORE_PAGE_DATA_ID = 'store-page-data';

export const STORE_API_PURCHASES_PATH = `${STORE_API_PREFIX}/purchases`;
export const ACCOUNT_PURCHASES_CURSOR_INVALID =
  'cursor must be the purchaseId of the last purchase of the previous page';

export const ACCOUNT_PURCHASES_APP_INVALID =
  'app must be a bundle identifier of at most 255 characters';

/**
 * A page of the signed-in account's purchases: `cursor` is the last purchaseId shown; `app`
 * keeps those of one app (its page asks whether the account bought it).
 */
export const AccountPurchasesQuerySchema = z.object({
  limit: catalogueLimitSchema,
  app: z.optional(
    z
      .string({ error: ACCOUNT_PURCHASES_APP_INVALID })
      .check(
        z.minLength(1, { error: ACCOUNT_PURCHASES_APP_INVALID }),
        z.maxLength(255, { error: ACCOUNT_PURCHASES_APP_INVALID }),
      ),
  ),
  cursor: z.optional(
    z.string({ error: ACCOUNT_PURCHASES_CURSOR_INVALID }).check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
        error: ACCOUNT_PURCHASES_CURSOR_INVALID,
      }),
    ),
  ),
});
export type AccountPurchasesQuery = z.output<typeof AccountPurchasesQuerySchema>;

/**
 * One of the account's purchases, newest first (My Purchases, a device's library): what was paid
 * and when, and the app as the catalogue shows it. `inStore` is false once the app left the
 * store; `downloadable` says whether the purchase may be downloaded on any device now: a
 * COMPLETED one while the app is in the store, or after its developer took it off (unpublished,
 * or their account deleted), but not while staff suspend it (domain's buyerMayDownload).
 */
export const AccountPurchaseSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  price: z.object({ amountMinor: z.number(), currency: z.enum(CURRENCIES) }),
  purchasedAt: z.string(),
  refundedAt: z.nullable(z.string()),
  inStore: z.boolean(),
  downloadable: z.boolean(),
  app: CatalogueAppSchema,
});
export type AccountPurchase = z.output<typeof AccountPurchaseSchema>;

export const AccountPurchasesPageSchema = z.object({
  purchases: z.array(AccountPurchaseSchema),
  nextCursor: z.nullable(z.string()),
});
export type AccountPurchasesPage = z.output<typeof AccountPurchasesPageSchema>;

/**
 * The device's store client reports an app opened (active users, decision 0040): at most once per
 * device, app and UTC day is counted. `deviceId` is an anonymous id the client keeps for this
 * app alone (not the device's serial), so two apps' reports cannot be joined.
 */
export const AppOpenedReportSchema = CatalogueDownloadRequestSchema;
export type AppOpenedReport = z.output<typeof AppOpenedReportSchema>;
export const storeApiOpenedPath = (bundleIdentifier: string) =>
  `${storeApiAppPath(bundleIdentifier)}/opened`;
