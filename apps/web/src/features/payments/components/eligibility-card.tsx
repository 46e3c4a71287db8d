import { Globe } from 'lucide-react';
import { countryName, PROFILE_COUNTRY_MISSING, type PaymentEligibility } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { Fact, PaymentCard } from './payment-card';

/**
 * Ours: the payment screen's words for a developer outside the 28 countries
 * (docs/product.md, "Countries").
 */
export const OUTSIDE_EU_UK_TEXT =
  'Charging for apps is available to developers in the EU and UK only.';
export const FREE_APPS_ONLY_TEXT = 'You can publish free apps.';

/** Geographic eligibility: the profile's country and whether developers there can charge. */
export function EligibilityCard({ eligibility }: { eligibility: PaymentEligibility }) {
  const { country, eligible, reason } = eligibility;
  return (
    <PaymentCard
      title="Geographic eligibility"
      icon={Globe}
      aside={
        reason === 'profile_incomplete' ? (
          <Badge variant="outline">Unknown</Badge>
        ) : eligible ? (
          <Badge variant="success">Eligible</Badge>
        ) : (
          <Badge variant="secondary">Not eligible</Badge>
        )
      }
    >
      <dl className="grid gap-2">
        <Fact label="Country">{country ? countryName(country) : 'Not set'}</Fact>
      </dl>
      {reason === 'profile_incomplete' ? (
        <p>{PROFILE_COUNTRY_MISSING}</p>
      ) : eligible ? (
        <p>
          Developers in {countryName(country ?? '')} can charge for apps
          {eligibility.canCharge ? '.' : ' once payments are set up.'}
        </p>
      ) : (
        <div className="grid gap-1">
          <p>{OUTSIDE_EU_UK_TEXT}</p>
          <p className="font-medium">{FREE_APPS_ONLY_TEXT}</p>
        </div>
      )}
    </PaymentCard>
  );
}
