import type { OnboardingProgressResolvers } from './../../../graphql/generated/types.generated.js';
export const OnboardingProgress: OnboardingProgressResolvers = {
  /* Implement OnboardingProgress resolver logic here */
};
