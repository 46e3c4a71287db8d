import * as z from 'zod/mini';
import { ASSET_TYPES, type AssetType } from '@vmu/domain';
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

/** The grant as signed into the URL, with short keys: the URL stays short. */
const WireSchema = z.object({
  k: z.string().check(z.refine(isStorageKey)),
  o: z.string(),
  a: z.enum(ASSET_TYPES),
  n: z.string(),
  s: z.number(),
  t: z.string(),
  e: z.number(),
});
type Wire = z.output<typeof WireSchema>;

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
  // Signed by us, yet read like any input: a token of an older shape is simply not valid.
  const read = WireSchema.safeParse(readToken(signer, 'upload', token));
  if (!read.success) return { ok: false, reason: 'invalid' };
  const wire = read.data;
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
