import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  assetDeclarationError,
  type AssetType,
  type UploadRequest,
  type UploadTicket,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema';
import type { Signer } from '../../../platform/storage/signed-url';
import type { Storage } from '../../../platform/storage/storage';
import type { ViewerMapper } from '../../shared/viewer';
import { UploadError } from '../upload-error';
import { signUploadToken, UPLOAD_URL_LIFETIME_SECONDS } from '../upload-token';

const TEMP_APP_ID = /^temp-\d{1,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A name safe in a URL path and on any disk: the last path segment, with anything but letters,
 * digits, dot, dash and underscore turned into dashes (the original name stays in stored_file).
 */
export function storageFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(-120);
  return cleaned || 'file';
}

/** Where a new upload of the owner's is stored: packages are never public, images are. */
export function newUploadKey(ownerId: string, assetType: AssetType, fileName: string): string {
  const uploadId = crypto.randomUUID();
  return assetType === 'binary'
    ? `packages/${ownerId}/${uploadId}.vmupack`
    : `public/${ownerId}/${uploadId}/${storageFileName(fileName)}`;
}

/**
 * Checks an upload request (its fields already hold their contract, UploadRequestSchema) against
 * the viewer's apps and the asset's rules, and signs the URL its file is sent to.
 */
export async function createUpload(
  deps: { db: Database; storage: Storage; signer: Signer; publicUrl: string },
  viewer: ViewerMapper,
  request: UploadRequest,
  now: Date = new Date(),
): Promise<UploadTicket> {
  const assetType = request.assetType;
  await requireOwnApp(deps.db, viewer, request.appId);
  const refusal = assetDeclarationError({
    assetType,
    fileName: request.fileName,
    fileType: request.fileType,
    fileSize: request.fileSize,
  });
  if (refusal) throw new UploadError(400, refusal);

  const key = newUploadKey(viewer.id, assetType, request.fileName);
  const token = signUploadToken(deps.signer, {
    key,
    ownerId: viewer.id,
    assetType,
    fileName: request.fileName,
    fileSize: request.fileSize,
    fileType: request.fileType,
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_URL_LIFETIME_SECONDS,
  });
  return {
    uploadURL: `${deps.publicUrl}/api/uploads/${token}`,
    publicURL: publicUrlOf(deps.storage, key),
    bucket: deps.storage.bucket,
    key,
    fileSize: request.fileSize,
  };
}

/** Images: their public address. Packages are never public: the spec's s3Uri form names them. */
export function publicUrlOf(storage: Storage, key: string): string {
  return key.startsWith('public/') ? storage.publicUrl(key) : `s3://${storage.bucket}/${key}`;
}

/** A new app's temporary id, or the id of one of the viewer's own apps. */
async function requireOwnApp(db: Database, viewer: ViewerMapper, appId: string): Promise<void> {
  if (TEMP_APP_ID.test(appId)) return;
  if (UUID.test(appId)) {
    const [own] = await db
      .select({ id: application.id })
      .from(application)
      .where(and(eq(application.id, appId.toLowerCase()), eq(application.developerId, viewer.id)))
      .limit(1);
    if (own) return;
  }
  throw new UploadError(400, 'Application not found');
}
