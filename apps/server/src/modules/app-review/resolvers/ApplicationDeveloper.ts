import type { ApplicationDeveloperResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationDeveloper: ApplicationDeveloperResolvers = {
  /* Implement ApplicationDeveloper resolver logic here */
};
