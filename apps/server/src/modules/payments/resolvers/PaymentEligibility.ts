import type { PaymentEligibilityResolvers } from './../../../graphql/generated/types.generated.js';
export const PaymentEligibility: PaymentEligibilityResolvers = {
  /* Implement PaymentEligibility resolver logic here */
};
