import type { RegionalRatingsResolvers } from './../../../graphql/generated/types.generated.js';
export const RegionalRatings: RegionalRatingsResolvers = {
  /* Implement RegionalRatings resolver logic here */
};
