import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  ASSET_LIMITS,
  assetMaxBytes,
  fileContentMustBe,
  fileSizeExceeded,
  imageShapeRefusal,
  imageKindOfMediaType,
  imageKindsOf,
  IMAGE_MAX_PIXELS,
  IMAGE_TOO_LARGE,
  VMUPACK_MEDIA_TYPE,
  type ImageKind,
  type UploadedFile,
} from '@vmu/domain';
import { fileSource, readVmupack, VmupackError } from '@vmu/vmupack';
import type { Database } from '../../../db/client';
import { storedFile, type StoredFileDetails } from '../../../db/schema';
import { UPLOAD_SPOOL_PREFIX } from './upload-leftovers';
import type { Storage } from '../../../platform/storage/storage';
import { decodeImage } from '../decode-image';
import { sniffImage } from '../sniff-image';
import { streamToFile } from '../stream-to-file';
import { UploadError } from '../upload-error';
import type { Timings } from '../server-timing';
import type { UploadGrant } from '../upload-token';
import { publicUrlOf } from './create-upload';

/** How each image kind is stored and served, whatever alias the browser declared. */
const CANONICAL_MEDIA_TYPE: Record<ImageKind, string> = {
  PNG: 'image/png',
  JPEG: 'image/jpeg',
  BMP: 'image/bmp',
};

export const DECLARED_SIZE_EXCEEDED = 'The file is larger than the size declared for this upload';

/** Keys being received right now in this process: a second PUT of the same URL waits for none. */
const inFlight = new Set<string>();

export type ReceiveOutcome =
  | { kind: 'stored'; upload: UploadedFile }
  /** The body passed the limit: answer 413 and close the connection. */
  | { kind: 'too-large'; error: string }
  | { kind: 'aborted' };

/**
 * Receives the body of a signed upload: streams it to a temporary file (stopping past the limit
 * or the declared size), checks the bytes, and only then stores the file and records it. The
 * temporary file is always removed; a refused or broken upload leaves nothing behind.
 */
export async function receiveUpload(
  deps: { db: Database; storage: Storage; tempDir?: string },
  grant: UploadGrant,
  body: Readable,
  contentLength: number | null,
  /** Filled with milliseconds per phase (the route's Server-Timing header). */
  timings: Timings = {},
): Promise<ReceiveOutcome> {
  const maxBytes = assetMaxBytes(grant.assetType);
  const tooLarge = (bytes: number) =>
    bytes > maxBytes
      ? fileSizeExceeded(ASSET_LIMITS[grant.assetType].maxMb)
      : DECLARED_SIZE_EXCEEDED;
  if (contentLength !== null && contentLength > Math.min(maxBytes, grant.fileSize)) {
    return { kind: 'too-large', error: tooLarge(contentLength) };
  }
  const used = () => new UploadError(409, 'This upload URL has already been used');
  // Claimed before any await, so two simultaneous PUTs of one URL cannot both proceed.
  if (inFlight.has(grant.key)) throw used();
  inFlight.add(grant.key);
  const tempFile = path.join(
    deps.tempDir ?? os.tmpdir(),
    `${UPLOAD_SPOOL_PREFIX}${crypto.randomBytes(12).toString('hex')}`,
  );
  try {
    if (await isRecorded(deps.db, grant.key)) throw used();
    let started = performance.now();
    const streamed = await streamToFile(body, tempFile, Math.min(maxBytes, grant.fileSize));
    timings.receive = performance.now() - started;
    if (streamed.kind === 'aborted') return { kind: 'aborted' };
    if (streamed.kind === 'too-large')
      return { kind: 'too-large', error: tooLarge(streamed.bytes) };
    if (streamed.bytes !== grant.fileSize) {
      throw new UploadError(
        400,
        `The upload is incomplete: ${streamed.bytes} of ${grant.fileSize} bytes arrived`,
      );
    }

    started = performance.now();
    const { contentType, details } = await checkContents(grant, tempFile);
    timings.check = performance.now() - started;
    started = performance.now();
    await deps.storage.putFile(grant.key, tempFile, contentType);
    let recorded;
    try {
      recorded = await deps.db
        .insert(storedFile)
        .values({
          key: grant.key,
          ownerId: grant.ownerId,
          assetType: grant.assetType,
          fileName: grant.fileName,
          contentType,
          size: streamed.bytes,
          details,
        })
        .onConflictDoNothing()
        .returning({ key: storedFile.key });
    } catch (error) {
      // Unrecorded files are never served, but do not leave the bytes behind either.
      await deps.storage.delete([grant.key]).catch(() => {});
      throw error;
    }
    // Another server process received the same URL first; its row (and file) stand.
    if (recorded.length === 0) throw used();
    timings.store = performance.now() - started;
    return {
      kind: 'stored',
      upload: {
        key: grant.key,
        publicURL: publicUrlOf(deps.storage, grant.key),
        fileSize: streamed.bytes,
        contentType,
        details,
      },
    };
  } finally {
    inFlight.delete(grant.key);
    await fs.rm(tempFile, { force: true });
  }
}

async function isRecorded(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: storedFile.key })
    .from(storedFile)
    .where(eq(storedFile.key, key))
    .limit(1);
  return !!row;
}

/** Reads the bytes: images by magic number, header size and a whole decode; packages by the full package check. */
async function checkContents(
  grant: UploadGrant,
  filePath: string,
): Promise<{ contentType: string; details: StoredFileDetails }> {
  const source = await fileSource(filePath);
  try {
    const kinds = imageKindsOf(grant.assetType);
    if (!kinds) {
      try {
        const info = await readVmupack(source);
        return {
          contentType: VMUPACK_MEDIA_TYPE,
          details: { kind: 'vmupack', appName: info.appName, appVersion: info.appVersion },
        };
      } catch (error) {
        if (error instanceof VmupackError) throw new UploadError(422, error.message);
        throw error;
      }
    }
    // The declaration was checked when the URL was signed; the bytes must be what it said.
    const declared = imageKindOfMediaType(grant.fileType);
    const expected = declared && kinds.includes(declared) ? [declared] : kinds;
    const image = await sniffImage(source);
    if (!image || !expected.includes(image.format)) {
      throw new UploadError(422, fileContentMustBe(expected));
    }
    // The header's size first: a wrong or huge one is refused before any pixel is decoded.
    const refusal = imageShapeRefusal(grant.assetType, image.width, image.height);
    if (refusal) throw new UploadError(422, refusal);
    if (image.width * image.height > IMAGE_MAX_PIXELS) {
      throw new UploadError(422, IMAGE_TOO_LARGE);
    }
    // Then every pixel: a header can be patched, and a file cut short keeps its header.
    const decoded = await decodeImage(filePath, image.format);
    if (!decoded || decoded.width !== image.width || decoded.height !== image.height) {
      throw new UploadError(422, fileContentMustBe([image.format]));
    }
    return {
      contentType: CANONICAL_MEDIA_TYPE[image.format],
      details: { kind: 'image', format: image.format, width: image.width, height: image.height },
    };
  } finally {
    await source.close();
  }
}
