import type { BusinessInfoResolvers } from './../../../graphql/generated/types.generated.js';
export const BusinessInfo: BusinessInfoResolvers = {
  /* Implement BusinessInfo resolver logic here */
};
