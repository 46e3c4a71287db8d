import type { DeletedAccountResolvers } from './../../../graphql/generated/types.generated.js';
export const DeletedAccount: DeletedAccountResolvers = {
  /* Implement DeletedAccount resolver logic here */
};
