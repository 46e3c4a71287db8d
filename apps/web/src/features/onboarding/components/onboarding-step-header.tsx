import { ONBOARDING_STEP_COUNT } from '@vmu/domain';

/** 'Step X of 3' with a progress bar (docs/product.md, "Onboarding"). */
export function OnboardingStepHeader({ stepNumber }: { stepNumber: number }) {
  const label = `Step ${stepNumber} of ${ONBOARDING_STEP_COUNT}`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={stepNumber}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(stepNumber / ONBOARDING_STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
