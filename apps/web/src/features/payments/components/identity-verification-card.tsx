import { ExternalLink, Fingerprint } from 'lucide-react';
import type { PaymentEligibility } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ConnectAccountResult } from '../api/create-stripe-connect-account';
import type { StripeInfoData } from '@/lib/api/payment-eligibility';
import { PaymentCard } from './payment-card';

/**
 * The verificationUrl marker (docs/product.md, "Smaller records"): verification continues in the
 * embedded form.
 */
export const EMBEDDED_VERIFICATION = 'embedded_verification';

/**
 * Identity verification: where the provider's check stands and, while it is due, the way to it.
 * The link opens in a new tab; the screen re-checks eligibility shortly after
 * (docs/product.md, "Payment setup").
 */
export function IdentityVerificationCard({
  eligibility,
  stripeInfo,
  session,
  starting,
  onStart,
  onVerificationOpened,
}: {
  eligibility: PaymentEligibility;
  stripeInfo: StripeInfoData | null;
  /** The latest onboarding session, if one was opened on this visit. */
  session: ConnectAccountResult | undefined;
  starting: boolean;
  onStart: () => void;
  onVerificationOpened: () => void;
}) {
  const title = 'Identity verification';
  if (!eligibility.eligible) {
    return (
      <PaymentCard
        title={title}
        icon={Fingerprint}
        aside={<Badge variant="outline">Not needed</Badge>}
      >
        <p className="text-muted-foreground">
          Identity verification is needed only to charge for apps.
        </p>
      </PaymentCard>
    );
  }
  if (eligibility.canCharge) {
    return (
      <PaymentCard
        title={title}
        icon={Fingerprint}
        aside={<Badge variant="success">Verified</Badge>}
      >
        <p>The payment provider has verified your identity.</p>
      </PaymentCard>
    );
  }
  if (eligibility.reason === 'setup_not_completed') {
    return (
      <PaymentCard
        title={title}
        icon={Fingerprint}
        aside={<Badge variant="outline">Not started</Badge>}
      >
        <p className="text-muted-foreground">
          You can verify your identity once your payment account is set up.
        </p>
      </PaymentCard>
    );
  }

  const verificationUrl = session?.success ? session.verificationUrl : null;
  const pastDue = stripeInfo?.accountStatus === 'restricted';
  return (
    <PaymentCard
      title={title}
      icon={Fingerprint}
      aside={<Badge variant="secondary">{pastDue ? 'Past due' : 'Required'}</Badge>}
    >
      <p>The payment provider needs to verify your identity before you can charge for apps.</p>
      {verificationUrl === EMBEDDED_VERIFICATION || (session?.success && !verificationUrl) ? (
        <p className="font-medium">Verify your identity in the onboarding form below.</p>
      ) : verificationUrl ? (
        <Button asChild className="w-full sm:w-fit">
          <a
            href={verificationUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onVerificationOpened}
          >
            Verify identity
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      ) : (
        <Button className="w-full sm:w-fit" onClick={onStart} disabled={starting}>
          {starting ? <Spinner /> : null}
          Start identity verification
        </Button>
      )}
    </PaymentCard>
  );
}
