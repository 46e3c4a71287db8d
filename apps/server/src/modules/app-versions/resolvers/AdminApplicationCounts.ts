import type { AdminApplicationCountsResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminApplicationCounts: Pick<AdminApplicationCountsResolvers, 'updatesInReview'> = {
  /* Implement AdminApplicationCounts resolver logic here */
};
