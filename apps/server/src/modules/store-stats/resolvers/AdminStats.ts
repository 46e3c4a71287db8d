import type { AdminStatsResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminStats: AdminStatsResolvers = {/* Implement AdminStats resolver logic here */};
