import type { StoreTopAppsResolvers } from './../../../graphql/generated/types.generated.js';
export const StoreTopApps: StoreTopAppsResolvers = {
  /* Implement StoreTopApps resolver logic here */
};
