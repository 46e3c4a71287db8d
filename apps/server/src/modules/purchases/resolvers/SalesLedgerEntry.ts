import type { SalesLedgerEntryResolvers } from './../../../graphql/generated/types.generated.js';
export const SalesLedgerEntry: SalesLedgerEntryResolvers = {
  /* Implement SalesLedgerEntry resolver logic here */
};
