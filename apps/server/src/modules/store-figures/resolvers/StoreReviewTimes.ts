import type { StoreReviewTimesResolvers } from './../../../graphql/generated/types.generated.js';
export const StoreReviewTimes: StoreReviewTimesResolvers = {
  /* Implement StoreReviewTimes resolver logic here */
};
