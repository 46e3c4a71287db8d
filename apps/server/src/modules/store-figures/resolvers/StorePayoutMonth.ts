import type { StorePayoutMonthResolvers } from './../../../graphql/generated/types.generated.js';
export const StorePayoutMonth: StorePayoutMonthResolvers = {
  /* Implement StorePayoutMonth resolver logic here */
};
