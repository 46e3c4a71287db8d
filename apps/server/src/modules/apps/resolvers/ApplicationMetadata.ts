import type { ApplicationMetadataResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationMetadata: ApplicationMetadataResolvers = {
  /* Implement ApplicationMetadata resolver logic here */
};
