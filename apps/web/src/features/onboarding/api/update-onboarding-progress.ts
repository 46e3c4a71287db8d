import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { OnboardingStep, OnboardingStepData } from '@/lib/graphql/graphql';

export const UpdateOnboardingProgressMutation = graphql(`
  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {
    updateOnboardingProgress(step: $step, data: $data) {
      userId
      onboardingData {
        completedSteps
        completedAt
      }
    }
  }
`);

/**
 * Saves one step; the server creates the profile on the first save
 * (docs/product.md, "Onboarding completion").
 */
export async function updateOnboardingProgress(step: OnboardingStep, data: OnboardingStepData) {
  return (await request(UpdateOnboardingProgressMutation, { step, data })).updateOnboardingProgress;
}
