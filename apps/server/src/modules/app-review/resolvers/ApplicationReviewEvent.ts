import type { ApplicationReviewEventResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationReviewEvent: ApplicationReviewEventResolvers = {
  /* Implement ApplicationReviewEvent resolver logic here */
};
