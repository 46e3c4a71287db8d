import type { TestPurchasePageResolvers } from './../../../graphql/generated/types.generated.js';
export const TestPurchasePage: TestPurchasePageResolvers = {
  /* Implement TestPurchasePage resolver logic here */
};
