import type { PayoutStatementResolvers } from './../../../graphql/generated/types.generated.js';
export const PayoutStatement: PayoutStatementResolvers = {
  /* Implement PayoutStatement resolver logic here */
};
