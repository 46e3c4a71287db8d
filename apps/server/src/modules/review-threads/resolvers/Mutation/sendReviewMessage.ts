import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
export const sendReviewMessage: NonNullable<MutationResolvers['sendReviewMessage']> = async (
  _parent,
  _arg,
  _ctx,
) => {
  /* Implement Mutation.sendReviewMessage resolver logic here */
};
