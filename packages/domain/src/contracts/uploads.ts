import * as z from 'zod/mini';
import { ASSET_TYPES } from '../apps/assets';

// The upload flow (docs/product.md, "Uploads and metadata"; decision 0013), written once for the
// server routes (their validator and the allow-list of what they send) and the web client (which
// parses what it receives):
//   POST /api/uploads            UploadRequest      -> 200 UploadTicket
//   PUT  {uploadURL}             the file's bytes   -> 200 UploadedFile
//   POST /api/extract-metadata   ExtractMetadataRequest -> PackageMetadata (also on 401/403/404/415/422)
// Every other refusal is a Refusal (contracts/refusal.ts).

export const UPLOADS_PATH = '/api/uploads';
export const EXTRACT_METADATA_PATH = '/api/extract-metadata';

export const UPLOAD_FILE_NAME_MAX_LENGTH = 255;
export const UPLOAD_MEDIA_TYPE_MAX_LENGTH = 255;

// One message per field, the first wrong field in this order is the one named (a 400).
export const UPLOAD_FILE_NAME_INVALID = `fileName must be a file name of 1 to ${UPLOAD_FILE_NAME_MAX_LENGTH} characters`;
export const UPLOAD_FILE_TYPE_INVALID = "fileType must be the file's media type";
export const UPLOAD_FILE_SIZE_INVALID = 'fileSize must be a whole number of bytes';
export const UPLOAD_ASSET_TYPE_INVALID = `assetType must be one of: ${ASSET_TYPES.join(', ')}`;
export const UPLOAD_APP_ID_REQUIRED = 'appId is required';

/**
 * The upload request (docs/product.md, "Smaller records"): what the form declares before it sends a
 * file.
 */
export const UploadRequestSchema = z.object({
  fileName: z.string({ error: UPLOAD_FILE_NAME_INVALID }).check(
    z.refine((name) => name.trim() !== '' && name.length <= UPLOAD_FILE_NAME_MAX_LENGTH, {
      error: UPLOAD_FILE_NAME_INVALID,
    }),
  ),
  fileType: z
    .string({ error: UPLOAD_FILE_TYPE_INVALID })
    .check(z.maxLength(UPLOAD_MEDIA_TYPE_MAX_LENGTH, { error: UPLOAD_FILE_TYPE_INVALID })),
  fileSize: z
    .number({ error: UPLOAD_FILE_SIZE_INVALID })
    .check(z.refine(Number.isSafeInteger, { error: UPLOAD_FILE_SIZE_INVALID })),
  assetType: z.enum(ASSET_TYPES, { error: UPLOAD_ASSET_TYPE_INVALID }),
  /** 'temp-{timestamp}' for an app not saved yet, else the app's id. */
  appId: z.string({ error: UPLOAD_APP_ID_REQUIRED }),
});
export type UploadRequest = z.output<typeof UploadRequestSchema>;

/**
 * The upload response (docs/product.md, "Smaller records"): where to PUT the bytes, and where the
 * file will be.
 */
export const UploadTicketSchema = z.object({
  uploadURL: z.string(),
  publicURL: z.string(),
  bucket: z.string(),
  key: z.string(),
  fileSize: z.number(),
});
export type UploadTicket = z.output<typeof UploadTicketSchema>;

/** What the server read from the bytes it stored. */
export const StoredFileDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    format: z.enum(['PNG', 'JPEG', 'BMP']),
    width: z.number(),
    height: z.number(),
  }),
  z.object({ kind: z.literal('vmupack'), appName: z.string(), appVersion: z.string() }),
]);
export type StoredFileDetails = z.output<typeof StoredFileDetailsSchema>;

/** The PUT's answer: what was stored, under which key and type. */
export const UploadedFileSchema = z.object({
  key: z.string(),
  publicURL: z.string(),
  fileSize: z.number(),
  contentType: z.string(),
  details: StoredFileDetailsSchema,
});
export type UploadedFile = z.output<typeof UploadedFileSchema>;

/**
 * The metadata extraction request (docs/product.md, "Uploads and metadata"): the stored package's
 * key or s3:// path.
 */
export const ExtractMetadataRequestSchema = z.object({ s3Path: z.string() });
export type ExtractMetadataRequest = z.output<typeof ExtractMetadataRequestSchema>;

/**
 * The metadata extraction response (docs/product.md, "Smaller records"), and the package's icon.
 */
export const PackageMetadataSchema = z.object({
  success: z.boolean(),
  extractedVersion: z.nullable(z.string()),
  extractedAppName: z.nullable(z.string()),
  error: z.nullable(z.string()),
  /** data:image/png;base64,... of the package's own 76x76 icon. */
  iconDataUrl: z.nullable(z.string()),
});
export type PackageMetadata = z.output<typeof PackageMetadataSchema>;
