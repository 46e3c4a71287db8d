import type { PurchaseResolvers } from './../../../graphql/generated/types.generated.js';
export const Purchase: PurchaseResolvers = {/* Implement Purchase resolver logic here */};
