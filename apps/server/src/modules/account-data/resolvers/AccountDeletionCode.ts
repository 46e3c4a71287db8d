import type { AccountDeletionCodeResolvers } from './../../../graphql/generated/types.generated.js';
export const AccountDeletionCode: AccountDeletionCodeResolvers = {
  /* Implement AccountDeletionCode resolver logic here */
};
