import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
export const listUpdatesInReview: NonNullable<QueryResolvers['listUpdatesInReview']> = async (
  _parent,
  _arg,
  _ctx,
) => {
  /* Implement Query.listUpdatesInReview resolver logic here */
};
