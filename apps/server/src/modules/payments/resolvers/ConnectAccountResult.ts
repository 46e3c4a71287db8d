import type { ConnectAccountResultResolvers } from './../../../graphql/generated/types.generated.js';
export const ConnectAccountResult: ConnectAccountResultResolvers = {
  /* Implement ConnectAccountResult resolver logic here */
};
