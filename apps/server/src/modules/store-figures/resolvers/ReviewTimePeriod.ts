import type { ReviewTimePeriodResolvers } from './../../../graphql/generated/types.generated.js';
export const ReviewTimePeriod: ReviewTimePeriodResolvers = {
  /* Implement ReviewTimePeriod resolver logic here */
};
