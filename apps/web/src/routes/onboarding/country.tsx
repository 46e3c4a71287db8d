import { CountryStepForm } from '@/features/onboarding/components/country-step-form';
import { OnboardingStepPage } from '@/features/onboarding/components/onboarding-step-page';

export function Component() {
  return (
    <OnboardingStepPage step="country" description="Tell us where you are based.">
      {(profile) => <CountryStepForm profile={profile} />}
    </OnboardingStepPage>
  );
}
