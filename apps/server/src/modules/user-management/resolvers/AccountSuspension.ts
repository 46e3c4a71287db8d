import type { AccountSuspensionResolvers } from './../../../graphql/generated/types.generated.js';
export const AccountSuspension: AccountSuspensionResolvers = {
  /* Implement AccountSuspension resolver logic here */
};
