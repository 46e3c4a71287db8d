import type { DeveloperProfilePageResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperProfilePage: DeveloperProfilePageResolvers = {
  /* Implement DeveloperProfilePage resolver logic here */
};
