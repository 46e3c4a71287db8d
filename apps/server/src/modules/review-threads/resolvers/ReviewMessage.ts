import type { ReviewMessageResolvers } from './../../../graphql/generated/types.generated.js';
export const ReviewMessage: ReviewMessageResolvers = {
  /* Implement ReviewMessage resolver logic here */
};
