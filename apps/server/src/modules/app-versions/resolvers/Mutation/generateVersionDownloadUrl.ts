import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
export const generateVersionDownloadUrl: NonNullable<
  MutationResolvers['generateVersionDownloadUrl']
> = async (_parent, _arg, _ctx) => {
  /* Implement Mutation.generateVersionDownloadUrl resolver logic here */
};
