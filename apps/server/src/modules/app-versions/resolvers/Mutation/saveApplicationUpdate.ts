import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
export const saveApplicationUpdate: NonNullable<
  MutationResolvers['saveApplicationUpdate']
> = async (_parent, _arg, _ctx) => {
  /* Implement Mutation.saveApplicationUpdate resolver logic here */
};
