import type { AccountDetailsSavedResolvers } from './../../../graphql/generated/types.generated.js';
export const AccountDetailsSaved: AccountDetailsSavedResolvers = {
  /* Implement AccountDetailsSaved resolver logic here */
};
