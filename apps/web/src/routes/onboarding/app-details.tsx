import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { AppDetailsStepForm } from '@/features/onboarding/components/app-details-step-form';
import { OnboardingStepPage } from '@/features/onboarding/components/onboarding-step-page';

export function Component() {
  const signOut = useSignOut();
  return (
    <OnboardingStepPage
      onSignOut={signOut}
      step="appDetails"
      description="Tell us about the first app you plan to publish."
    >
      {(profile) => <AppDetailsStepForm profile={profile} />}
    </OnboardingStepPage>
  );
}
