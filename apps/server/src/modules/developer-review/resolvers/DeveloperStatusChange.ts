import type { DeveloperStatusChangeResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperStatusChange: DeveloperStatusChangeResolvers = {
  /* Implement DeveloperStatusChange resolver logic here */
};
