import {
  ASSET_LIMITS,
  FILE_KIND_MEDIA_TYPES,
  assetShapeText,
  imageKindsOf,
  type AssetType,
} from '@vmu/domain';

/** What the file chooser offers (the bytes are checked anyway, before and after upload). */
export function acceptOf(assetType: AssetType): string {
  const kinds = imageKindsOf(assetType);
  if (!kinds) return '.vmupack';
  return kinds
    .flatMap((kind) => [
      ...FILE_KIND_MEDIA_TYPES[kind],
      kind === 'JPEG' ? '.jpg,.jpeg' : `.${kind.toLowerCase()}`,
    ])
    .join(',');
}

/**
 * The rules of docs/product.md, "Files" for one asset, e.g. 'BMP, 76x76 px, max 2 MB', and the hero
 * banner's shape, as the store shows it (decision 0051).
 */
export function assetHint(assetType: AssetType): string {
  const { types, maxMb } = ASSET_LIMITS[assetType];
  const shape = assetShapeText(assetType);
  return `${types.join(' or ')}${shape ? `, ${shape}` : ''}, max ${maxMb} MB`;
}

// The upload fields and the version history write sizes alike.
export { formatFileSize } from '@/lib/format';
