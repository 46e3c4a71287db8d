import type { PendingReviewsResolvers } from './../../../graphql/generated/types.generated.js';
export const PendingReviews: PendingReviewsResolvers = {
  /* Implement PendingReviews resolver logic here */
};
