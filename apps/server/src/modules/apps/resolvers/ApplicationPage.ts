import type { ApplicationPageResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationPage: ApplicationPageResolvers = {
  /* Implement ApplicationPage resolver logic here */
};
