import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { DeveloperDetailsStepForm } from '@/features/onboarding/components/developer-details-step-form';
import { OnboardingStepPage } from '@/features/onboarding/components/onboarding-step-page';

export function Component() {
  const signOut = useSignOut();
  return (
    <OnboardingStepPage
      onSignOut={signOut}
      step="developerDetails"
      description="Who we pay and contact about your account."
    >
      {(profile) => <DeveloperDetailsStepForm profile={profile} />}
    </OnboardingStepPage>
  );
}
