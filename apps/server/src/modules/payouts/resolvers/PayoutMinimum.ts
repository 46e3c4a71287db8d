import type { PayoutMinimumResolvers } from './../../../graphql/generated/types.generated.js';
export const PayoutMinimum: PayoutMinimumResolvers = {
  /* Implement PayoutMinimum resolver logic here */
};
