import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
export const approveApplicationUpdate: NonNullable<
  MutationResolvers['approveApplicationUpdate']
> = async (_parent, _arg, _ctx) => {
  /* Implement Mutation.approveApplicationUpdate resolver logic here */
};
