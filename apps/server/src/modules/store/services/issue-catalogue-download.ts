import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  buyerMayDownload,
  downloadFileName,
  entitledToPackage,
  isInCatalogue,
  PURCHASE_REQUIRED,
  type CatalogueDownload,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { appDownload, application, applicationVersion } from '../../../db/schema/apps';
import { purchase } from '../../../db/schema/purchases';
import { AppError } from '../../../errors';
import type { Storage } from '../../../platform/storage/storage';
import { DOWNLOAD_URL_EXPIRES_IN_SECONDS } from '../../app-review/services/generate-download-url';
import { appNotAvailable, noAppInStore } from './find-catalogue-app';

export type CatalogueDownloader = {
  deviceId: string;
  /** The signed-in account, when there is one: it is counted instead of the device. */
  viewer: { id: string; role: string } | null;
};

/**
 * Who a download is counted for: the account when signed in (one person's devices and browsers
 * count once), else the device. Device ids are hashed: the table never holds a serial.
 */
export const downloaderKey = (downloader: CatalogueDownloader) =>
  downloader.viewer
    ? `account:${downloader.viewer.id}`
    : `device:${crypto.createHash('sha256').update(downloader.deviceId).digest('hex')}`;

/**
 * An expiring, signed address of an app's live package for a device (issue 17), and the
 * download counted: once per downloader, version and UTC day (the primary key of app_download;
 * a repeat finds its row and counts nothing). The developer's own downloads and staff's are not
 * counted. A paid app's package goes to its developer, staff, and an account with a completed
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
  if (!insider) await countDownload(deps.db, app, downloaderKey(downloader));
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
  await countDownload(deps.db, app, downloaderKey(downloader));
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

async function countDownload(
  db: Database,
  app: { id: string; currentVersionId: string | null },
  downloader: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const counted = await tx
      .insert(appDownload)
      .values({
        versionId: app.currentVersionId!,
        applicationId: app.id,
        downloader,
        day: sql`(now() at time zone 'UTC')::date`,
      })
      .onConflictDoNothing()
      .returning({ day: appDownload.day });
    if (counted.length === 0) return;
    await tx
      .update(application)
      .set({ totalDownloads: sql`${application.totalDownloads} + 1` })
      .where(eq(application.id, app.id));
  });
}
