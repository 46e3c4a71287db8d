import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  APP_NOT_AVAILABLE,
  APP_NOT_IN_STORE,
  CATALOGUE_RELEASES_SHOWN,
  DISPLAY_IMAGE_WIDTHS,
  displayImageSrcSet,
  isInCatalogue,
  type CatalogueAppDetail,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import {
  application,
  applicationVersion,
  catalogueRemoval,
  storedFile,
} from '../../../db/schema/apps';
import { AppError } from '../../../errors';
import type { Storage } from '../../../platform/storage/storage';
import {
  catalogueEntryColumns,
  catalogueEntryOf,
  isoText,
  type CatalogueEntryRow,
} from '../catalogue-entry';

export const appNotInStore = () => new AppError('NOT_FOUND', APP_NOT_IN_STORE, 404);
/**
 * A 410: the app was in the store and is not any more (suspended, unpublished, private, or
 * deleted).
 */
export const appNotAvailable = () => new AppError('APP_NOT_AVAILABLE', APP_NOT_AVAILABLE, 410);

/**
 * Why no published app answers to a bundle identifier: a 410 when one did and was deleted (the
 * catalogue keeps a record of it), else a 404.
 */
export async function noAppInStore(db: Database, bundleIdentifier: string): Promise<AppError> {
  const [removed] = await db
    .select({ id: catalogueRemoval.id })
    .from(catalogueRemoval)
    .where(eq(catalogueRemoval.bundleIdentifier, bundleIdentifier))
    .limit(1);
  return removed ? appNotAvailable() : appNotInStore();
}

/** What tells whether the app's answer changed: its stamp, read by its unique bundle index. */
export async function catalogueAppStamp(
  db: Database,
  bundleIdentifier: string,
): Promise<{ stamp: string; available: boolean } | null> {
  const [row] = await db
    .select({
      stamp: sql<string>`${application.catalogueChangedAt}::text`,
      status: application.status,
      visibility: application.visibility,
      publishedAt: application.publishedAt,
    })
    .from(application)
    .where(eq(application.bundleIdentifier, bundleIdentifier))
    .limit(1);
  if (!row || !row.publishedAt) return null;
  return { stamp: row.stamp, available: isInCatalogue(row) };
}

/**
 * The store's page of one app (decision 0035) by its bundle identifier: NOT_FOUND when no app that
 * was ever published has it (a draft is nobody's business), APP_NOT_AVAILABLE when it left the
 * catalogue or was deleted. Its recent releases are its approved versions, newest first.
 */
export async function findCatalogueApp(
  deps: { db: Database; storage: Storage; publicUrl: string },
  bundleIdentifier: string,
): Promise<CatalogueAppDetail> {
  const [row] = await deps.db
    .select({
      entry: catalogueEntryColumns,
      status: application.status,
      visibility: application.visibility,
      publishedAt: application.publishedAt,
      longDescription: application.longDescription,
      ageRating: application.ageRating,
      termsAndConditionsUrl: application.termsAndConditionsUrl,
      privacyPolicyUrl: application.privacyPolicyUrl,
    })
    .from(application)
    .innerJoin(user, eq(user.id, application.developerId))
    .where(eq(application.bundleIdentifier, bundleIdentifier))
    .limit(1);
  if (!row || !row.publishedAt) throw await noAppInStore(deps.db, bundleIdentifier);
  if (!isInCatalogue(row)) throw appNotAvailable();
  const entry = row.entry as CatalogueEntryRow;
  const releases = await deps.db
    .select({
      version: applicationVersion.versionNumber,
      releaseNotes: applicationVersion.releaseNotes,
      releasedAt: isoText(applicationVersion.approvedAt),
    })
    .from(applicationVersion)
    .where(
      and(eq(applicationVersion.applicationId, entry.id), isNotNull(applicationVersion.approvedAt)),
    )
    .orderBy(desc(applicationVersion.approvedAt))
    .limit(CATALOGUE_RELEASES_SHOWN);
  const imageUrl = (key: string | null) => (key ? deps.storage.publicUrl(key) : null);
  const { assets } = entry;
  const srcSetOf = await displaySrcSets(deps, [
    ...(assets.heroBanner ? [assets.heroBanner] : []),
    ...assets.screenshots.web,
  ]);
  return {
    ...catalogueEntryOf(entry, deps),
    longDescription: row.longDescription,
    regionalRatings: Object.fromEntries(
      Object.entries(row.ageRating.regional).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      ),
    ),
    heroBannerUrl: imageUrl(assets.heroBanner),
    heroBannerSrcSet: assets.heroBanner ? srcSetOf(assets.heroBanner) : null,
    vmuBannerUrl: imageUrl(assets.vmuBanner),
    screenshots: {
      web: assets.screenshots.web.map((key) => deps.storage.publicUrl(key)),
      webSrcSets: assets.screenshots.web.map(srcSetOf),
      vmu: assets.screenshots.vmu.map((key) => deps.storage.publicUrl(key)),
    },
    termsAndConditionsUrl: row.termsAndConditionsUrl,
    privacyPolicyUrl: row.privacyPolicyUrl,
    releases,
  };
}

/**
 * The srcset of each image's display copies (decision 0037). Banners and screenshots may be any
 * size, so their widths are read from their stored_file rows, all in one query.
 */
async function displaySrcSets(
  deps: { db: Database; publicUrl: string },
  keys: string[],
): Promise<(key: string) => string> {
  const rows =
    keys.length === 0
      ? []
      : await deps.db
          .select({
            key: storedFile.key,
            width: sql<number | null>`(${storedFile.details}->>'width')::int`,
          })
          .from(storedFile)
          .where(inArray(storedFile.key, keys));
  const widthOf = new Map(rows.map((row) => [row.key, row.width]));
  // A key without its row has no copies to serve; the largest width keeps the list well formed.
  const largest = Math.max(...DISPLAY_IMAGE_WIDTHS);
  return (key) => displayImageSrcSet(deps.publicUrl, key, widthOf.get(key) ?? largest);
}
