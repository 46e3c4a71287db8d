import { and, eq, sql } from 'drizzle-orm';
import {
  buyerMayDownload,
  countsInStoreFigures,
  downloadFileName,
  entitledToPackage,
  isInCatalogue,
  PURCHASE_REQUIRED,
  type CatalogueDownload,
  type FigureCounter,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { appDownload, application, applicationVersion } from '../../../db/schema/apps';
import { purchase } from '../../../db/schema/purchases';
import { AppError } from '../../../errors';
import type { Storage } from '../../../platform/storage/storage';
import { DOWNLOAD_URL_EXPIRES_IN_SECONDS } from '../../app-review';
import { appNotAvailable, noAppInStore } from './find-catalogue-app';
import { withinStoreFigureLimits } from './within-store-figure-limits';

export type CatalogueDownloader = {
  /** The signed-in account, when there is one: only an account's download is counted. */
  viewer: NonNullable<FigureCounter> | null;
  /** The client's address, for the limit of accounts counted from one address. */
  address: string;
};

/**
 * An expiring, signed address of an app's live package for anyone allowed to have it,
 * and the download counted when it may be (decision 0051): a signed-in account's first download
 * of the app, within the limits per address and per account (countDownload). A device id is not
 * an identity anyone checks, so a download without an account is served and not counted.
 * A paid app's package goes to its developer, staff, and an account with a completed
 * purchase of it, on any of its devices (decision 0036); a refunded purchase no longer entitles.
 * Anyone else gets PURCHASE_REQUIRED.
 */
export async function issueCatalogueDownload(
  deps: { db: Database; storage: Storage },
  bundleIdentifier: string,
  downloader: CatalogueDownloader,
): Promise<CatalogueDownload> {
  const [app] = await deps.db
    .select({
      id: application.id,
      developerId: application.developerId,
      appName: application.appName,
      status: application.status,
      visibility: application.visibility,
      publishedAt: application.publishedAt,
      priceCents: application.priceCents,
      currentVersion: application.currentVersion,
      currentVersionId: application.currentVersionId,
      packageKey: sql<string | null>`${application.assets}->>'vmupack'`,
      packageSize: application.vmupackSize,
    })
    .from(application)
    .where(eq(application.bundleIdentifier, bundleIdentifier))
    .limit(1);
  if (!app || !app.publishedAt) throw await noAppInStore(deps.db, bundleIdentifier);
  if (!isInCatalogue(app)) return issueKeptDownload(deps, app, downloader);
  if (!app.packageKey || !app.currentVersionId) throw appNotAvailable();
  const insider =
    downloader.viewer !== null &&
    (downloader.viewer.id === app.developerId || downloader.viewer.role === 'admin');
  const entitled = entitledToPackage({
    priceMinor: app.priceCents,
    isDeveloperOrStaff: insider,
    hasCompletedPurchase:
      app.priceCents > 0 &&
      !insider &&
      downloader.viewer !== null &&
      (await hasCompletedPurchase(deps.db, downloader.viewer.id, app.id)),
  });
  if (!entitled) throw new AppError('PURCHASE_REQUIRED', PURCHASE_REQUIRED, 403);
  await countDownload(deps.db, app, downloader);
  const fileName = downloadFileName(app.appName, app.currentVersion);
  const downloadUrl = await deps.storage.signedDownloadUrl(app.packageKey, {
    fileName,
    expiresInSeconds: DOWNLOAD_URL_EXPIRES_IN_SECONDS,
  });
  return {
    downloadUrl,
    expiresIn: DOWNLOAD_URL_EXPIRES_IN_SECONDS,
    fileName,
    version: app.currentVersion,
    packageSize: app.packageSize ?? 0,
  };
}

type StoreApp = {
  id: string;
  developerId: string;
  appName: string;
  status: string;
  publishedAt: unknown;
  currentVersionId: string | null;
};

/**
 * An app its developer took off the store (unpublished, or their account deleted) is still its
 * buyers' (decision 0047, the licensing agreement): a signed-in account with a completed
 * purchase gets the approved version's package, never a draft the app may hold since. Anyone
 * else, and everyone while staff suspend it, is told it is not available.
 */
async function issueKeptDownload(
  deps: { db: Database; storage: Storage },
  app: StoreApp,
  downloader: CatalogueDownloader,
): Promise<CatalogueDownload> {
  const viewer = downloader.viewer;
  if (!viewer || !app.currentVersionId || !buyerMayDownload(app, 'COMPLETED')) {
    throw appNotAvailable();
  }
  if (!(await hasCompletedPurchase(deps.db, viewer.id, app.id))) throw appNotAvailable();
  const [version] = await deps.db
    .select({
      binaryKey: applicationVersion.binaryKey,
      versionNumber: applicationVersion.versionNumber,
      fileSize: applicationVersion.fileSize,
    })
    .from(applicationVersion)
    .where(eq(applicationVersion.id, app.currentVersionId));
  if (!version?.binaryKey) throw appNotAvailable();
  await countDownload(deps.db, app, downloader);
  const fileName = downloadFileName(app.appName, version.versionNumber);
  const downloadUrl = await deps.storage.signedDownloadUrl(version.binaryKey, {
    fileName,
    expiresInSeconds: DOWNLOAD_URL_EXPIRES_IN_SECONDS,
  });
  return {
    downloadUrl,
    expiresIn: DOWNLOAD_URL_EXPIRES_IN_SECONDS,
    fileName,
    version: version.versionNumber,
    packageSize: version.fileSize ?? 0,
  };
}

/** A completed purchase of the app by the account (the one-completed partial index). */
async function hasCompletedPurchase(db: Database, buyerId: string, applicationId: string) {
  const [found] = await db
    .select({ id: purchase.id })
    .from(purchase)
    .where(
      and(
        eq(purchase.buyerId, buyerId),
        eq(purchase.applicationId, applicationId),
        eq(purchase.status, 'COMPLETED'),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Counts the download once per account and app (the unique index on app_download's app and
 * downloader; two at once count once): an account's first download, as App Store Connect's
 * first-time downloads, so one account cannot add to an app day after day. The developer's own
 * and staff's are not counted, nor any over the day's limits.
 */
async function countDownload(
  db: Database,
  app: { id: string; developerId: string; currentVersionId: string | null },
  downloader: CatalogueDownloader,
): Promise<void> {
  const counter = downloader.viewer;
  if (!countsInStoreFigures(counter, app)) return;
  const key = `account:${counter.id}`;
  const [counted] = await db
    .select({ day: appDownload.day })
    .from(appDownload)
    .where(and(eq(appDownload.applicationId, app.id), eq(appDownload.downloader, key)))
    .limit(1);
  if (counted) return;
  const allowed = await withinStoreFigureLimits(db, 'download', {
    applicationId: app.id,
    accountId: counter.id,
    address: downloader.address,
  });
  if (!allowed) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appDownload)
      .values({
        versionId: app.currentVersionId!,
        applicationId: app.id,
        downloader: key,
        day: sql`(now() at time zone 'UTC')::date`,
      })
      .onConflictDoNothing()
      .returning({ day: appDownload.day });
    if (inserted.length === 0) return;
    await tx
      .update(application)
      .set({ totalDownloads: sql`${application.totalDownloads} + 1` })
      .where(eq(application.id, app.id));
  });
}
