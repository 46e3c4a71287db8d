import type { StoreGrowthResolvers } from './../../../graphql/generated/types.generated.js';
export const StoreGrowth: StoreGrowthResolvers = {/* Implement StoreGrowth resolver logic here */};
