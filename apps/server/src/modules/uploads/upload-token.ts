import { isAssetType, type AssetType } from '@vmu/domain';
import { readToken, signToken, type Signer } from '../../platform/storage/signed-url';
import { isStorageKey } from '../../platform/storage/storage-keys';

/** How long an upload URL stays valid (ours: long enough for 50 MB on a slow line). */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;

/** What an upload URL allows: one file, from one owner, as one asset, up to the declared size. */
export type UploadGrant = {
  key: string;
  ownerId: string;
  assetType: AssetType;
  fileName: string;
  /** Bytes the request declared; the body may not be larger. */
  fileSize: number;
  /** The media type the request declared (the PUT's Content-Type). */
  fileType: string;
  /** Unix seconds. */
  expiresAt: number;
};

type Wire = { k: string; o: string; a: string; n: string; s: number; t: string; e: number };

export function signUploadToken(signer: Signer, grant: UploadGrant): string {
  const wire: Wire = {
    k: grant.key,
    o: grant.ownerId,
    a: grant.assetType,
    n: grant.fileName,
    s: grant.fileSize,
    t: grant.fileType,
    e: grant.expiresAt,
  };
  return signToken(signer, 'upload', wire);
}

export type TokenCheck =
  { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUploadToken(
  signer: Signer,
  token: string,
  now: number = Math.floor(Date.now() / 1000),
): TokenCheck {
  const wire = readToken(signer, 'upload', token) as Partial<Wire> | null;
  if (
    !wire ||
    typeof wire.k !== 'string' ||
    !isStorageKey(wire.k) ||
    typeof wire.o !== 'string' ||
    !isAssetType(wire.a) ||
    typeof wire.n !== 'string' ||
    typeof wire.s !== 'number' ||
    typeof wire.t !== 'string' ||
    typeof wire.e !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (wire.e < now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    grant: {
      key: wire.k,
      ownerId: wire.o,
      assetType: wire.a,
      fileName: wire.n,
      fileSize: wire.s,
      fileType: wire.t,
      expiresAt: wire.e,
    },
  };
}
