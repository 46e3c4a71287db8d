import { PEGI_RATING_VALUES, type PegiRating } from '@vmu/domain';
import type { VersionListingResolvers } from './../../../graphql/generated/types.generated.js';

const isPegiRating = (value: string | null): value is PegiRating =>
  value !== null && (PEGI_RATING_VALUES as readonly string[]).includes(value);

export const VersionListing: VersionListingResolvers = {
  // Resolved by ApplicationAssets, as an app's; the package size is the version's own.
  assets: ({ assets, packageSize }) => ({ keys: assets, vmupackSize: packageSize }),
  pegiRating: ({ pegiRating }) => (isPegiRating(pegiRating) ? pegiRating : null),
};
