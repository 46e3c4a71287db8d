import type { AdminApplicationCountsResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminApplicationCounts: AdminApplicationCountsResolvers = {
  /* Implement AdminApplicationCounts resolver logic here */
};
