import { eq } from 'drizzle-orm';
import type { PackageMetadata } from '@vmu/domain';
import { iconToPng, readVmupack, VmupackError } from '@vmu/vmupack';
import type { Database } from '../../../db/client';
import { storedFile } from '../../../db/schema';
import { storageByteSource } from '../../../platform/storage/storage-byte-source';
import type { Storage } from '../../../platform/storage/storage';
import { isStorageKey } from '../../../platform/storage/storage-keys';
import type { ViewerMapper } from '../../shared/viewer';
import type { Timings } from '../server-timing';

export const PACKAGE_NOT_FOUND = 'Package not found';

/** The key an `s3Path` names: a bare key or `s3://{bucket}/{key}` of this store's bucket. */
export function keyOfS3Path(s3Path: string, bucket: string): string | null {
  let key = s3Path;
  if (s3Path.startsWith('s3://')) {
    const prefix = `s3://${bucket}/`;
    if (!s3Path.startsWith(prefix)) return null;
    key = s3Path.slice(prefix.length);
  }
  return isStorageKey(key) ? key : null;
}

export type ExtractOutcome = { status: 200 | 404 | 422; body: PackageMetadata };

const failure = (status: 404 | 422, error: string): ExtractOutcome => ({
  status,
  body: {
    success: false,
    extractedVersion: null,
    extractedAppName: null,
    error,
    iconDataUrl: null,
  },
});

/**
 * Reads a stored package's name, version and icon through ranged reads of the header, metadata
 * and icon only, so the cost is the same for 1 MB and 50 MB. Only the package's uploader (or an
 * admin) may ask; anyone else is told it does not exist.
 */
export async function extractMetadata(
  deps: { db: Database; storage: Storage },
  viewer: ViewerMapper,
  s3Path: string,
  /** Filled with milliseconds per phase (the route's Server-Timing header). */
  timings: Timings = {},
): Promise<ExtractOutcome> {
  let started = performance.now();
  const key = keyOfS3Path(s3Path, deps.storage.bucket);
  if (!key) return failure(404, PACKAGE_NOT_FOUND);
  const [row] = await deps.db
    .select({ ownerId: storedFile.ownerId, size: storedFile.size, details: storedFile.details })
    .from(storedFile)
    .where(eq(storedFile.key, key))
    .limit(1);
  if (
    !row ||
    row.details.kind !== 'vmupack' ||
    (row.ownerId !== viewer.id && viewer.role !== 'admin')
  ) {
    return failure(404, PACKAGE_NOT_FOUND);
  }
  timings.lookup = performance.now() - started;
  try {
    started = performance.now();
    const info = await readVmupack(storageByteSource(deps.storage, key, row.size));
    const icon = Buffer.from(iconToPng(info.icon)).toString('base64');
    timings.extract = performance.now() - started;
    return {
      status: 200,
      body: {
        success: true,
        extractedVersion: info.appVersion,
        extractedAppName: info.appName,
        error: null,
        iconDataUrl: `data:image/png;base64,${icon}`,
      },
    };
  } catch (error) {
    if (error instanceof VmupackError) return failure(422, error.message);
    throw error;
  }
}
