import fs from 'node:fs';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../env';
import { attachmentDisposition } from './signed-url';
import type { Storage, StoredObject } from './storage';
import { assertStorageKey, StoredFileMissingError } from './storage-keys';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

// Any S3-compatible store. Uploads still stream through the portal, which checks the bytes and
// then sends the checked file on with a streamed multipart upload; S3 makes an object visible
// only once the whole upload completes. Downloads are presigned GETs naming the file.

/** Multipart parts of 8 MB, two at a time: at most ~16 MB of a 50 MB package is buffered. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** SigV4 presigned URLs may live at most 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

export function createS3Storage(config: S3StorageConfig): Storage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's newer default (aws-chunked bodies with
    // trailing CRCs) is not understood by many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    driver: 's3',
    bucket: Bucket,
    client,
    async putFile(key, filePath, contentType) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: fs.createReadStream(filePath), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async readRange(key, offset, length) {
      assertStorageKey(key);
      if (length <= 0) return new Uint8Array(0);
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: `bytes=${offset}-${offset + length - 1}`,
          }),
        );
        const bytes = await response.Body!.transformToByteArray();
        // A store that ignores Range sends the whole object; keep only what was asked for.
        return response.ContentRange ? bytes : bytes.subarray(offset, offset + length);
      } catch (error) {
        if (isStatus(error, 416)) return new Uint8Array(0);
        if (isNotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },
    async stat(key): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertStorageKey);
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        if (chunk.length === 0) continue;
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    publicUrl(key) {
      assertStorageKey(key);
      return `${config.publicUrl}/${key}`;
    },
    async signedDownloadUrl(key, { fileName, expiresInSeconds }) {
      assertStorageKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(fileName),
          ResponseContentType: 'application/octet-stream',
        }),
        { expiresIn: Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.floor(expiresInSeconds))) },
      );
    },
  };
}

const isStatus = (error: unknown, status: number) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;

const isNotFound = (error: unknown) =>
  isStatus(error, 404) ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound'));
