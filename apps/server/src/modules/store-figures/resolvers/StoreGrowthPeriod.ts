import type { StoreGrowthPeriodResolvers } from './../../../graphql/generated/types.generated.js';
export const StoreGrowthPeriod: StoreGrowthPeriodResolvers = {
  /* Implement StoreGrowthPeriod resolver logic here */
};
