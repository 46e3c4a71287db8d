import type { RevenueResolvers } from './../../../graphql/generated/types.generated.js';
export const Revenue: RevenueResolvers = {/* Implement Revenue resolver logic here */};
