import type { PayoutStatementPageResolvers } from './../../../graphql/generated/types.generated.js';
export const PayoutStatementPage: PayoutStatementPageResolvers = {
  /* Implement PayoutStatementPage resolver logic here */
};
