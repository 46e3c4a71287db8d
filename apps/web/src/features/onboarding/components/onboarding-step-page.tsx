import type * as React from 'react';
import { useLocation } from 'react-router';
import { ONBOARDING_STEPS, type OnboardingStep } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Redirect } from '@/components/redirect';
import { LoadingScreen } from '@/components/ui/spinner';
import { useDeveloperProfile, type DeveloperProfile } from '@/lib/api/developer-profile';
import { isStepNavigation, STEP_SCREENS, stepRedirect } from '../steps';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingStepHeader } from './onboarding-step-header';

/**
 * One onboarding screen: loads the saved profile, resumes at the right step (see stepRedirect)
 * and hands the profile (null before the first save) to the step's form.
 */
export function OnboardingStepPage({
  step,
  description,
  onSignOut,
  children,
}: {
  step: OnboardingStep;
  description: string;
  /** The header's Sign Out. */
  onSignOut: () => Promise<void>;
  children: (profile: DeveloperProfile | null) => React.ReactNode;
}) {
  const location = useLocation();
  const profileQuery = useDeveloperProfile();
  const screen = STEP_SCREENS[step];

  let body: React.ReactNode;
  if (profileQuery.isPending) {
    body = <LoadingScreen />;
  } else if (profileQuery.isError) {
    body = (
      <Alert variant="destructive" role="alert">
        Failed to get developer profile. Please reload the page.
      </Alert>
    );
  } else {
    const profile = profileQuery.data;
    const redirect = stepRedirect(
      step,
      profile?.onboardingData.completedSteps ?? [],
      isStepNavigation(location.state),
      profile?.developerStatus.status === 'rejected',
    );
    if (redirect) return <Redirect to={redirect} />;
    body = children(profile);
  }

  return (
    <OnboardingLayout onSignOut={onSignOut}>
      <title>{`${screen.title} · VMU Pro Developers`}</title>
      <Card className="h-fit w-full max-w-xl">
        <CardHeader className="gap-4">
          <OnboardingStepHeader stepNumber={ONBOARDING_STEPS.indexOf(step) + 1} />
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-semibold tracking-tight">{screen.title}</h1>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </OnboardingLayout>
  );
}
