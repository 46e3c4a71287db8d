import type { OnboardingDataResolvers } from './../../../graphql/generated/types.generated.js';
export const OnboardingData: OnboardingDataResolvers = {
  /* Implement OnboardingData resolver logic here */
};
