import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
export const withdrawApplicationUpdate: NonNullable<
  MutationResolvers['withdrawApplicationUpdate']
> = async (_parent, _arg, _ctx) => {
  /* Implement Mutation.withdrawApplicationUpdate resolver logic here */
};
