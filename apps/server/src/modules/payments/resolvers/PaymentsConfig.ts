import type { PaymentsConfigResolvers } from './../../../graphql/generated/types.generated.js';
export const PaymentsConfig: PaymentsConfigResolvers = {
  /* Implement PaymentsConfig resolver logic here */
};
