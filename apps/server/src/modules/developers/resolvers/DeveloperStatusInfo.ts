import type { DeveloperStatusInfoResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperStatusInfo: DeveloperStatusInfoResolvers = {
  /* Implement DeveloperStatusInfo resolver logic here */
};
