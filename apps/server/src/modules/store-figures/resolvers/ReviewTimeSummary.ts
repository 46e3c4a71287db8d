import type { ReviewTimeSummaryResolvers } from './../../../graphql/generated/types.generated.js';
export const ReviewTimeSummary: ReviewTimeSummaryResolvers = {
  /* Implement ReviewTimeSummary resolver logic here */
};
