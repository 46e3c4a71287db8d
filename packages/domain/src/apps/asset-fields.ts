import type { AssetType } from '../limits';

// Which upload asset type (docs/product.md, "Uploads and metadata") each asset field of an
// application holds: a field may only reference a file uploaded as its own type.

export const APP_ASSET_FIELDS = [
  'vmupack',
  'vmuIcon',
  'webIcon',
  'heroBanner',
  'vmuBanner',
  'screenshots',
] as const;
export type AppAssetField = (typeof APP_ASSET_FIELDS)[number];

export const ASSET_TYPE_OF_FIELD: Record<AppAssetField, AssetType> = {
  vmupack: 'binary',
  vmuIcon: 'vmu-icon',
  webIcon: 'web-icon',
  heroBanner: 'hero-banner',
  vmuBanner: 'vmu-banner',
  screenshots: 'screenshots',
};

/** Ours: an asset key that is not a file this developer uploaded as that field's type. */
export const UPLOADED_FILE_NOT_FOUND = 'The uploaded file was not found. Please upload it again.';

/** Every (field, key) pair an app's assets reference, screenshots in order. */
export function assetReferences(assets: {
  vmupack: string | null;
  vmuIcon: string | null;
  webIcon: string | null;
  heroBanner: string | null;
  vmuBanner: string | null;
  screenshots: readonly string[];
}): { field: AppAssetField; key: string }[] {
  const single = (['vmupack', 'vmuIcon', 'webIcon', 'heroBanner', 'vmuBanner'] as const).flatMap(
    (field) => {
      const key = assets[field];
      return key ? [{ field, key }] : [];
    },
  );
  return [...single, ...assets.screenshots.map((key) => ({ field: 'screenshots' as const, key }))];
}
