import type { TestPurchaseResolvers } from './../../../graphql/generated/types.generated.js';
export const TestPurchase: TestPurchaseResolvers = {
  /* Implement TestPurchase resolver logic here */
};
