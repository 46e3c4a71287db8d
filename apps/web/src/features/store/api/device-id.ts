import { CatalogueDownloadRequestSchema } from '@vmu/domain';

/** Where the browser keeps its device id for the store's downloads. */
export const STORE_DEVICE_ID_KEY = 'vmu-store-device-id';

/**
 * This browser's id for the store's downloads: the server counts one download per device,
 * version and day, so the same browser keeps the same id. Made at random the first time and kept
 * in local storage; a fresh one each time when the storage is refused (a private window may).
 * Only in event handlers: local storage and randomness are never read while rendering.
 */
export function storeDeviceId(): string {
  try {
    const kept = localStorage.getItem(STORE_DEVICE_ID_KEY);
    if (kept && CatalogueDownloadRequestSchema.safeParse({ deviceId: kept }).success) return kept;
  } catch {
    // The storage is refused: the id below is used for this download only.
  }
  const made = crypto.randomUUID();
  try {
    localStorage.setItem(STORE_DEVICE_ID_KEY, made);
  } catch {
    // As above.
  }
  return made;
}
