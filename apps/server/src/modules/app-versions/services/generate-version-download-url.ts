import { downloadFileName } from '@vmu/domain';
import type { Database } from '../../../db/client';
import type { Storage } from '../../../platform/storage/storage';
import { DOWNLOAD_URL_EXPIRES_IN_SECONDS, type DownloadLink } from '../../app-review';
import { versionHasNoPackage } from '../version-errors';
import { findApplicationVersion } from './find-application-version';

/**
 * An expiring address of one version's package (the version history's download, decision 0034),
 * named as the app's download is, with that version's number. The owner and admins only
 * (another developer's version is NOT_FOUND); superseded packages are kept, so old versions
 * still download. NO_PACKAGE when the version has none (a draft before its upload).
 */
export async function generateVersionDownloadUrl(
  deps: { db: Database; storage: Storage },
  request: { versionId: string; viewer: { id: string; anyOwner: boolean } },
): Promise<DownloadLink> {
  const { version, app } = await findApplicationVersion(deps.db, request.versionId, request.viewer);
  if (!version.binaryKey) throw versionHasNoPackage();
  const fileName = downloadFileName(app.appName, version.versionNumber);
  const downloadUrl = await deps.storage.signedDownloadUrl(version.binaryKey, {
    fileName,
    expiresInSeconds: DOWNLOAD_URL_EXPIRES_IN_SECONDS,
  });
  return { downloadUrl, expiresIn: DOWNLOAD_URL_EXPIRES_IN_SECONDS, fileName };
}
