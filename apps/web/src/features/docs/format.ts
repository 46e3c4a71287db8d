import type { AssetType } from '@vmu/domain';
import { ASSET_LIMITS, assetShapeText } from '@vmu/domain';

export function formatMoney(amount: number): string {
  return amount.toFixed(2);
}

export function formatAssetTypes(type: AssetType): string {
  return ASSET_LIMITS[type].types.join(' or ');
}

export function formatAssetDimensions(type: AssetType): string {
  return assetShapeText(type) ?? (type === 'binary' ? 'Not an image' : 'Any');
}
