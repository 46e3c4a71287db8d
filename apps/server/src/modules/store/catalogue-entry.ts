import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  APP_TYPES,
  ASSET_LIMITS,
  displayImageSrcSet,
  sellerName,
  storeUrl,
  type AppType,
  type CatalogueApp,
  type Currency,
} from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { application, type ApplicationAssetKeys } from '../../db/schema/apps';
import { developerProfile } from '../../db/schema/developers';
import type { Storage } from '../../platform/storage/storage';

/** A timestamp as a catalogue client sees it: ISO 8601 text in UTC, to the millisecond. */
export const isoText = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What a catalogue entry reads of an app and its developer (one join, no per-row queries). */
export const catalogueEntryColumns = {
  id: application.id,
  bundleIdentifier: application.bundleIdentifier,
  appName: application.appName,
  developerName: user.name,
  // The seller is the company where there is one (sellerName): one primary-key read per row.
  companyName: sql<
    string | null
  >`(select ${developerProfile.companyName} from ${developerProfile} where ${developerProfile.userId} = ${application.developerId})`,
  categories: application.categories,
  shortDescription: application.shortDescription,
  priceCents: application.priceCents,
  currency: application.currency,
  pegiRating: sql<string | null>`nullif(${application.ageRating}->>'pegi', '')`,
  currentVersion: application.currentVersion,
  vmupackSize: application.vmupackSize,
  totalDownloads: application.totalDownloads,
  publishedAt: isoText(application.publishedAt),
  updatedAt: isoText(application.updatedAt),
  assets: application.assets,
};

export type CatalogueEntryRow = {
  id: string;
  bundleIdentifier: string;
  appName: string;
  developerName: string;
  companyName: string | null;
  categories: string[];
  shortDescription: string;
  priceCents: number;
  currency: Currency;
  pegiRating: string | null;
  currentVersion: string;
  vmupackSize: number | null;
  totalDownloads: number;
  publishedAt: string;
  updatedAt: string;
  assets: ApplicationAssetKeys;
};

/**
 * Every web icon is exactly this wide: the upload decodes it and refuses any other size, so a
 * list's srcset needs no read of its stored_file rows.
 */
const WEB_ICON_WIDTH = ASSET_LIMITS['web-icon'].dimensions.width;

const appTypeOf = (categories: string[]): AppType =>
  APP_TYPES.find((type) => type === categories[0]) ?? 'app';

/**
 * A row as the catalogue's contract shows it: public addresses for the images and their
 * display-size copies (decision 0037), no keys.
 */
export function catalogueEntryOf(
  row: CatalogueEntryRow,
  deps: { storage: Storage; publicUrl: string },
): CatalogueApp {
  const imageUrl = (key: string | null) => (key ? deps.storage.publicUrl(key) : null);
  return {
    bundleIdentifier: row.bundleIdentifier,
    name: row.appName,
    developerName: sellerName({ name: row.developerName, companyName: row.companyName }),
    type: appTypeOf(row.categories),
    shortDescription: row.shortDescription,
    price: row.priceCents > 0 ? { amountMinor: row.priceCents, currency: row.currency } : null,
    pegiRating: row.pegiRating,
    version: row.currentVersion,
    packageSize: row.vmupackSize ?? 0,
    downloads: row.totalDownloads,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    webIconUrl: imageUrl(row.assets.webIcon),
    // The copies are served by the portal whichever driver stores the originals.
    webIconSrcSet: row.assets.webIcon
      ? displayImageSrcSet(deps.publicUrl, row.assets.webIcon, WEB_ICON_WIDTH)
      : null,
    vmuIconUrl: imageUrl(row.assets.vmuIcon),
    storeUrl: storeUrl(deps.publicUrl, row.bundleIdentifier),
  };
}

/** In the store's catalogue: the domain's isInCatalogue as SQL, as the partial indexes say it. */
export const inCatalogue = sql`${application.status} = 'LIVE' and ${application.visibility} = 'PUBLIC'`;
