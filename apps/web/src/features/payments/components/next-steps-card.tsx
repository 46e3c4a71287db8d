import { Link } from '@/components/link';
import { CheckCircle2, ListChecks } from 'lucide-react';
import { PROFILE_COUNTRY_MISSING, type PaymentEligibility } from '@vmu/domain';
import { paths } from '@/config/paths';
import type { StripeInfoData } from '@/lib/api/payment-eligibility';
import { requirementTexts } from './account-status-card';
import { FREE_APPS_ONLY_TEXT } from './eligibility-card';
import { PaymentCard } from './payment-card';

export const ALL_SET = "You're all set";

/** The developer's remaining steps, in order: what the rule asks first, then what the provider needs now. */
export function nextSteps(
  eligibility: PaymentEligibility,
  stripeInfo: StripeInfoData | null,
): string[] {
  if (eligibility.canCharge) return [];
  if (eligibility.reason === 'profile_incomplete') return [PROFILE_COUNTRY_MISSING];
  if (eligibility.reason === 'outside_eu_uk') return [FREE_APPS_ONLY_TEXT];
  const steps = eligibility.action ? [eligibility.action] : [];
  // Requirements belong to an account that exists; before that there is nothing due yet.
  if (eligibility.reason !== 'setup_not_completed' && stripeInfo) {
    steps.push(...requirementTexts(stripeInfo.requirementsCurrentlyDue));
  }
  return [...new Set(steps)];
}

export function NextStepsCard({
  eligibility,
  stripeInfo,
}: {
  eligibility: PaymentEligibility;
  stripeInfo: StripeInfoData | null;
}) {
  if (eligibility.canCharge) {
    return (
      <PaymentCard title="Next Steps" icon={ListChecks}>
        <p className="flex items-center gap-2 font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {ALL_SET}
        </p>
        <p>
          You can charge for your apps.{' '}
          <Link
            to={paths.apps}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Go to My Apps
          </Link>
        </p>
      </PaymentCard>
    );
  }
  const steps = nextSteps(eligibility, stripeInfo);
  return (
    <PaymentCard title="Next Steps" icon={ListChecks}>
      <ol className="list-decimal space-y-1 ps-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </PaymentCard>
  );
}
