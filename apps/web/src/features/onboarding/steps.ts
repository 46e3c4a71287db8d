import { firstIncompleteStep, ONBOARDING_STEPS, type OnboardingStep } from '@vmu/domain';
import { paths } from '@/config/paths';

// The three screens of docs/product.md, "Onboarding", in order.
export const STEP_SCREENS = {
  country: { path: paths.onboardingCountry, title: 'Developer Location' },
  appDetails: { path: paths.onboardingAppDetails, title: 'App Information' },
  developerDetails: { path: paths.onboardingDeveloperDetails, title: 'Developer Information' },
} as const satisfies Record<OnboardingStep, { path: string; title: string }>;

/**
 * Router state set by Back and Continue, telling a step page the move was deliberate. Browsers
 * keep history state across a reload, so the state names the page load it was made in: after a
 * reload it no longer matches and the step page resumes at the first incomplete step.
 */
export type StepNavigationState = { onboardingStepNav: string };
const PAGE_LOAD = Math.random().toString(36).slice(2);
export const STEP_NAV_STATE: StepNavigationState = { onboardingStepNav: PAGE_LOAD };

export function isStepNavigation(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<StepNavigationState>).onboardingStepNav === PAGE_LOAD
  );
}

/**
 * Where a step page must send the developer instead of showing itself, or null to show it.
 * A page whose earlier step is unsaved goes back to that step; arriving any other way than
 * Back or Continue (a reload, a guard redirect, a typed URL) resumes at the first incomplete
 * step; with all steps saved, onboarding is over and review is next, except for a developer
 * staff rejected, who comes back to correct the details and resubmit (decision 0010).
 */
export function stepRedirect(
  step: OnboardingStep,
  completedSteps: readonly string[],
  byStepNavigation: boolean,
  rejected = false,
): string | null {
  const resume = firstIncompleteStep(completedSteps);
  if (resume === null) return rejected ? null : paths.pendingVerification;
  const here = ONBOARDING_STEPS.indexOf(step);
  const there = ONBOARDING_STEPS.indexOf(resume);
  if (here > there) return STEP_SCREENS[resume].path;
  if (here < there && !byStepNavigation) return STEP_SCREENS[resume].path;
  return null;
}
