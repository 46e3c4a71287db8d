import type { DashboardRevenueResolvers } from './../../../graphql/generated/types.generated.js';
export const DashboardRevenue: DashboardRevenueResolvers = {
  /* Implement DashboardRevenue resolver logic here */
};
