import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { CountryStepForm } from '@/features/onboarding/components/country-step-form';
import { OnboardingStepPage } from '@/features/onboarding/components/onboarding-step-page';

export function Component() {
  const signOut = useSignOut();
  return (
    <OnboardingStepPage
      onSignOut={signOut}
      step="country"
      description="Tell us where you are based."
    >
      {(profile) => <CountryStepForm profile={profile} />}
    </OnboardingStepPage>
  );
}
