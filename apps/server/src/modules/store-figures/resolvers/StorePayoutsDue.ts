import type { StorePayoutsDueResolvers } from './../../../graphql/generated/types.generated.js';
export const StorePayoutsDue: StorePayoutsDueResolvers = {
  /* Implement StorePayoutsDue resolver logic here */
};
