import type { AdminApplicationCountsResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminApplicationCounts: Pick<
  AdminApplicationCountsResolvers,
  'draft' | 'live' | 'liveSince' | 'rejected' | 'submitted' | 'suspended' | 'totalExceptSubmitted'
> = {/* Implement AdminApplicationCounts resolver logic here */};
