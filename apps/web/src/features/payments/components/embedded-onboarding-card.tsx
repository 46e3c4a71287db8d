import { useEffect, useState, type ComponentType } from 'react';
import { Link } from '@/components/link';
import { CreditCard, FlaskConical } from 'lucide-react';
import type { PaymentEligibility } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  createStripeConnectAccount,
  type ConnectAccountResult,
} from '../api/create-stripe-connect-account';
import type { StripeInfoData } from '@/lib/api/payment-eligibility';
import type { PaymentsConfig } from '../api/get-payments-config';
import type { StripeOnboardingProps } from './stripe-onboarding';
import { PaymentCard } from './payment-card';

/** The embedded provider component failed to load (docs/product.md, "Payment messages"). */
export const stripeLoadError = (message: string) => `Error loading Stripe Connect: ${message}`;
/**
 * Ours: createStripeConnectAccount itself failed (docs/product.md, "Payment messages" only logs
 * it).
 */
export const SETUP_FAILED = 'Payment setup could not be started. Please try again.';

/** A new client secret for Stripe when the first session expires. */
async function refreshClientSecret(): Promise<string> {
  const result = await createStripeConnectAccount();
  if (!result.success || !result.clientSecret) {
    throw new Error(result.error ?? 'No onboarding session');
  }
  return result.clientSecret;
}

/**
 * Embedded onboarding: opens an onboarding session (createStripeConnectAccount) and, with the
 * stripe driver, shows Stripe's onboarding component for it. The sandbox has no provider
 * screens, so it points to the payment-provider test screen instead.
 */
export function EmbeddedOnboardingCard({
  config,
  eligibility,
  stripeInfo,
  session,
  sessionFailed,
  starting,
  onStart,
  onExit,
}: {
  config: PaymentsConfig | undefined;
  eligibility: PaymentEligibility;
  stripeInfo: StripeInfoData | null;
  session: ConnectAccountResult | undefined;
  sessionFailed: boolean;
  starting: boolean;
  onStart: () => void;
  /** The developer left Stripe's onboarding: their account may have changed. */
  onExit: () => void;
}) {
  const title = 'Payment onboarding';
  if (!eligibility.eligible) {
    return (
      <PaymentCard title={title} icon={CreditCard}>
        <p className="text-muted-foreground">
          Payment onboarding is available to developers in the EU and UK.
        </p>
      </PaymentCard>
    );
  }
  if (eligibility.canCharge) {
    return (
      <PaymentCard
        title={title}
        icon={CreditCard}
        aside={<Badge variant="success">Complete</Badge>}
      >
        <p>Your payment account is set up and can take charges.</p>
      </PaymentCard>
    );
  }

  const hasAccount =
    Boolean(stripeInfo?.connectAccountId) || eligibility.reason !== 'setup_not_completed';
  const driver = config?.driver;
  const embedded =
    driver === 'stripe' && session?.success && session.clientSecret && config?.publishableKey
      ? { publishableKey: config.publishableKey, clientSecret: session.clientSecret }
      : null;

  return (
    <PaymentCard
      title={title}
      icon={CreditCard}
      description="Give the payment provider the details it needs to pay you."
    >
      {driver === 'sandbox' ? (
        <div className="flex items-start gap-3 rounded-lg border border-border bg-muted p-3">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <p>
            This portal runs the sandbox payment provider, which has no onboarding screens. Use the{' '}
            <Link
              to={paths.paymentProviderTest}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              payment-provider test screen
            </Link>{' '}
            to move your account through its states.
          </p>
        </div>
      ) : null}

      {session && !session.success ? (
        <Alert role="alert" variant="destructive">
          {session.error ?? SETUP_FAILED}
        </Alert>
      ) : null}
      {sessionFailed ? (
        <Alert role="alert" variant="destructive">
          {SETUP_FAILED}
        </Alert>
      ) : null}
      {session?.success && driver === 'sandbox' ? (
        <p role="status">Your sandbox payment account {session.accountId} is ready for testing.</p>
      ) : null}

      {embedded ? (
        <StripeOnboardingLoader
          publishableKey={embedded.publishableKey}
          clientSecret={embedded.clientSecret}
          refreshClientSecret={refreshClientSecret}
          onExit={onExit}
        />
      ) : (
        <Button className="w-full sm:w-fit" onClick={onStart} disabled={starting || !config}>
          {starting ? <Spinner /> : null}
          {hasAccount ? 'Continue setup' : 'Set up payments'}
        </Button>
      )}
    </PaymentCard>
  );
}

type LoaderProps = Omit<StripeOnboardingProps, 'onLoadError'>;

/** Fetches Stripe's component chunk on demand and reports any load failure in the card. */
function StripeOnboardingLoader(props: LoaderProps) {
  const [Onboarding, setOnboarding] = useState<ComponentType<StripeOnboardingProps> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('./stripe-onboarding')
      .then((module) => {
        if (current) setOnboarding(() => module.StripeOnboarding);
      })
      .catch((error: unknown) => {
        console.error('Failed to load Stripe Connect', error);
        if (current) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, []);

  if (loadError) {
    return (
      <Alert role="alert" variant="destructive">
        {stripeLoadError(loadError)}
      </Alert>
    );
  }
  if (!Onboarding) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Loading Stripe onboarding...
      </p>
    );
  }
  return (
    <div className="min-w-0">
      <Onboarding {...props} onLoadError={setLoadError} />
    </div>
  );
}
