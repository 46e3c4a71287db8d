import type { PersonalInfoResolvers } from './../../../graphql/generated/types.generated.js';
export const PersonalInfo: PersonalInfoResolvers = {
  /* Implement PersonalInfo resolver logic here */
};
