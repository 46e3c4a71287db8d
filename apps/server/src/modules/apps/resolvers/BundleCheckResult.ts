import type { BundleCheckResultResolvers } from './../../../graphql/generated/types.generated.js';
export const BundleCheckResult: BundleCheckResultResolvers = {
  /* Implement BundleCheckResult resolver logic here */
};
