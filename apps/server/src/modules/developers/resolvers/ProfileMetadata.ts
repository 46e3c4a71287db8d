import type { ProfileMetadataResolvers } from './../../../graphql/generated/types.generated.js';
export const ProfileMetadata: ProfileMetadataResolvers = {
  /* Implement ProfileMetadata resolver logic here */
};
