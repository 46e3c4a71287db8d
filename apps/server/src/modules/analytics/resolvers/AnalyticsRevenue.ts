import type { AnalyticsRevenueResolvers } from './../../../graphql/generated/types.generated.js';
export const AnalyticsRevenue: AnalyticsRevenueResolvers = {
  /* Implement AnalyticsRevenue resolver logic here */
};
