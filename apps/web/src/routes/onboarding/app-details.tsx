import { AppDetailsStepForm } from '@/features/onboarding/components/app-details-step-form';
import { OnboardingStepPage } from '@/features/onboarding/components/onboarding-step-page';

export function Component() {
  return (
    <OnboardingStepPage
      step="appDetails"
      description="Tell us about the first app you plan to publish."
    >
      {(profile) => <AppDetailsStepForm profile={profile} />}
    </OnboardingStepPage>
  );
}
