import type { DeleteApplicationResultResolvers } from './../../../graphql/generated/types.generated.js';
export const DeleteApplicationResult: DeleteApplicationResultResolvers = {
  /* Implement DeleteApplicationResult resolver logic here */
};
