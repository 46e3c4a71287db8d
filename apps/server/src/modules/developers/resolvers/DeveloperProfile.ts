import type { DeveloperProfileResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperProfile: DeveloperProfileResolvers = {
  /* Implement DeveloperProfile resolver logic here */
};
