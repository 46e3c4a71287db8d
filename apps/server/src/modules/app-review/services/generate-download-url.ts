import { downloadFileName } from '@vmu/domain';
import type { Database } from '../../../db/client';
import type { Storage } from '../../../platform/storage/storage';
import { findApplication } from '../../apps';
import { noPackage } from '../review-errors';

/** Download links live at most 5 minutes (decision 0014). */
export const DOWNLOAD_URL_EXPIRES_IN_SECONDS = 300;

export type DownloadLink = { downloadUrl: string; expiresIn: number; fileName: string };

/**
 * An expiring address of the app's current package, saved under the file name of
 * docs/product.md, "Staff actions".
 * Admins may ask for any app, a developer for their own only (another's is NOT_FOUND);
 * NO_PACKAGE when the app has none.
 */
export async function generateDownloadUrl(
  deps: { db: Database; storage: Storage },
  request: { appId: string; viewer: { id: string; anyOwner: boolean } },
): Promise<DownloadLink> {
  const app = await findApplication(deps.db, request.appId, request.viewer);
  const key = app.assets.vmupack;
  if (!key) throw noPackage();
  const fileName = downloadFileName(app.appName, app.currentVersion);
  const downloadUrl = await deps.storage.signedDownloadUrl(key, {
    fileName,
    expiresInSeconds: DOWNLOAD_URL_EXPIRES_IN_SECONDS,
  });
  return { downloadUrl, expiresIn: DOWNLOAD_URL_EXPIRES_IN_SECONDS, fileName };
}
