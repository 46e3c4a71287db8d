import type { ApplicationVersionResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationVersion: ApplicationVersionResolvers = {
  /* Implement ApplicationVersion resolver logic here */
};
