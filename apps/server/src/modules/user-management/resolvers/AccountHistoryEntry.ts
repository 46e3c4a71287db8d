import type { AccountHistoryEntryResolvers } from './../../../graphql/generated/types.generated.js';
export const AccountHistoryEntry: AccountHistoryEntryResolvers = {
  /* Implement AccountHistoryEntry resolver logic here */
};
