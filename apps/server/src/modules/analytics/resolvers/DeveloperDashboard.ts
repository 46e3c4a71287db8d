import type { DeveloperDashboardResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperDashboard: DeveloperDashboardResolvers = {
  /* Implement DeveloperDashboard resolver logic here */
};
