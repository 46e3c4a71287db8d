// Where uploaded files live (decision 0013). Two drivers behind this one interface, picked by
// create-storage.ts from STORAGE_DRIVER: the local disk (default, local-storage.ts; the portal
// serves files and signs expiring URLs itself) and any S3-compatible store (s3-storage.ts;
// presigned download URLs). Keys are made by the uploads module, and every driver refuses a key
// outside this layout (storage-keys.ts):
//   public/{ownerId}/{uploadId}/{fileName}    icons, banners, screenshots: readable by anyone
//   packages/{ownerId}/{uploadId}.vmupack     .vmupack builds: only through a signed URL
// Uploads always stream through the portal, which checks the bytes before a file is stored;
// `putFile` makes a file visible only once it is whole.

export type StoredObject = { size: number; contentType: string };

export interface Storage {
  readonly driver: 'local' | 's3';
  /** The bucket name of the S3 store, or 'local' (the upload response's `bucket`). */
  readonly bucket: string;
  /** Stores a complete, checked file from local disk under `key`; visible only when complete. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /**
   * Up to `length` bytes from `offset` (fewer at the end); reads only that range. Throws
   * StoredFileMissingError (storage-keys.ts) when there is no file at `key`.
   */
  readRange(key: string, offset: number, length: number): Promise<Uint8Array>;
  /** Size and type of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the files; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** The public address of a file under public/. */
  publicUrl(key: string): string;
  /** An address that serves the file until `expiresInSeconds` pass, as `fileName`. */
  signedDownloadUrl(
    key: string,
    options: { fileName: string; expiresInSeconds: number },
  ): Promise<string>;
}
