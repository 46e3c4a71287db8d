import type { DashboardAppCountsResolvers } from './../../../graphql/generated/types.generated.js';
export const DashboardAppCounts: DashboardAppCountsResolvers = {
  /* Implement DashboardAppCounts resolver logic here */
};
