import type { SalesLedgerPageResolvers } from './../../../graphql/generated/types.generated.js';
export const SalesLedgerPage: SalesLedgerPageResolvers = {
  /* Implement SalesLedgerPage resolver logic here */
};
