import type { DeveloperDetailsResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperDetails: DeveloperDetailsResolvers = {
  /* Implement DeveloperDetails resolver logic here */
};
