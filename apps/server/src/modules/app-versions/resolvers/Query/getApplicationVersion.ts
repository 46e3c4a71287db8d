import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
export const getApplicationVersion: NonNullable<QueryResolvers['getApplicationVersion']> = async (
  _parent,
  _arg,
  _ctx,
) => {
  /* Implement Query.getApplicationVersion resolver logic here */
};
