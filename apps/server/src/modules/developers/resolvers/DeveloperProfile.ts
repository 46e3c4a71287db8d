import type { DeveloperProfileResolvers } from './../../../graphql/generated/types.generated.js';
export const DeveloperProfile: Pick<
  DeveloperProfileResolvers,
  | 'accountType'
  | 'ageVerified'
  | 'businessInfo'
  | 'businessName'
  | 'developerStatus'
  | 'email'
  | 'metadata'
  | 'onboardingData'
  | 'personalInfo'
  | 'userId'
> = {/* Implement DeveloperProfile resolver logic here */};
