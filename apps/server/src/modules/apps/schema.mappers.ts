import type {
  ApplicationAssetKeys,
  AgeRating,
  application,
  applicationVersion,
  storedFile,
} from '../../db/schema/apps';

/** An application row; field resolvers shape it (prices from cents, asset keys to files). */
export type ApplicationRow = typeof application.$inferSelect;
export type ApplicationMapper = ApplicationRow;

/** The stored keys plus the package size; files are read from stored_file per request. */
export type ApplicationAssetsMapper = { keys: ApplicationAssetKeys; vmupackSize: number | null };

/** Screenshot keys in display order. */
export type ScreenshotsMapper = ApplicationAssetKeys['screenshots'];

/** A stored_file row; url comes from the storage driver. */
export type StoredFileRow = typeof storedFile.$inferSelect;
export type AssetFileMapper = StoredFileRow;

export type ApplicationVersionRow = typeof applicationVersion.$inferSelect;
export type ApplicationVersionMapper = ApplicationVersionRow;

export type AgeRatingMapper = AgeRating;
