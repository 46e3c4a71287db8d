import type { TopAppByRevenueResolvers } from './../../../graphql/generated/types.generated.js';
export const TopAppByRevenue: TopAppByRevenueResolvers = {
  /* Implement TopAppByRevenue resolver logic here */
};
