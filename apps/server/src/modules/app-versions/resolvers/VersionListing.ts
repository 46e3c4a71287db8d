import type { VersionListingResolvers } from './../../../graphql/generated/types.generated.js';
export const VersionListing: VersionListingResolvers = {
  /* Implement VersionListing resolver logic here */
  assets: ({ assets }, _arg, _ctx) => {
    /* VersionListing.assets resolver is required because VersionListing.assets and VersionListingMapper.assets are not compatible */
    return assets;
  },
  pegiRating: ({ pegiRating }, _arg, _ctx) => {
    /* VersionListing.pegiRating resolver is required because VersionListing.pegiRating and VersionListingMapper.pegiRating are not compatible */
    return pegiRating;
  },
};
