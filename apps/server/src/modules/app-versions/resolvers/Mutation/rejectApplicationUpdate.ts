import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
export const rejectApplicationUpdate: NonNullable<
  MutationResolvers['rejectApplicationUpdate']
> = async (_parent, _arg, _ctx) => {
  /* Implement Mutation.rejectApplicationUpdate resolver logic here */
};
