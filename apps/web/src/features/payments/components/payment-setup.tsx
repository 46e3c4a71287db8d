import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { ELIGIBILITY_RECHECK_MS } from '@vmu/domain';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCreateStripeConnectAccount } from '../api/create-stripe-connect-account';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useEligibilityView } from '../hooks/use-eligibility-view';
import { AccountStatusCard } from './account-status-card';
import { EligibilityCard } from './eligibility-card';
import { EmbeddedOnboardingCard } from './embedded-onboarding-card';
import { IdentityVerificationCard } from './identity-verification-card';
import { NextStepsCard } from './next-steps-card';

/**
 * Ours: shown when eligibility comes from the cached fallback
 * (docs/product.md, "Payment eligibility").
 */
export const OUT_OF_DATE_TEXT =
  'The payment service could not be reached, so this is the information saved earlier and may be out of date.';
export const ELIGIBILITY_UNAVAILABLE = 'Your payment eligibility could not be checked.';

/** /payments and /payments/setup (docs/product.md, "Payment setup"). */
export function PaymentSetup() {
  const view = useEligibilityView();
  const config = usePaymentsConfig();
  const session = useCreateStripeConnectAccount();
  const recheckTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(recheckTimer.current), []);
  useEffect(() => {
    // Setup errors are logged (docs/product.md, "Payment messages"); the card also says so.
    if (session.error) console.error('Failed to create Stripe Connect account', session.error);
  }, [session.error]);

  const header = (
    <div>
      <h1 className="text-2xl font-semibold sm:text-3xl">Payment Setup</h1>
      <p className="mt-1 text-muted-foreground">
        Set up your payment account to charge for apps and receive payouts.
      </p>
    </div>
  );

  if (view.state === 'loading') {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6">
        {header}
        <LoadingScreen label="Checking payment eligibility..." />
      </div>
    );
  }
  if (view.state === 'unavailable') {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6">
        {header}
        <Notice tone="error" text={ELIGIBILITY_UNAVAILABLE}>
          <Button variant="outline" size="sm" onClick={view.retry} disabled={view.retrying}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </Notice>
      </div>
    );
  }

  const { eligibility, stripeInfo, refetch } = view;
  // docs/product.md, "Payment setup": the verification tab needs a moment to report back; then look
  // again.
  const recheckSoon = () => {
    clearTimeout(recheckTimer.current);
    recheckTimer.current = setTimeout(refetch, ELIGIBILITY_RECHECK_MS);
  };
  const startSession = () => session.mutate();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      {header}
      {view.outOfDate ? (
        <Notice tone="warning" text={OUT_OF_DATE_TEXT}>
          <Button variant="outline" size="sm" onClick={refetch} disabled={view.refetching}>
            <RotateCw aria-hidden="true" />
            Check again
          </Button>
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <EligibilityCard eligibility={eligibility} />
        <AccountStatusCard stripeInfo={stripeInfo} />
        <IdentityVerificationCard
          eligibility={eligibility}
          stripeInfo={stripeInfo}
          session={session.data}
          starting={session.isPending}
          onStart={startSession}
          onVerificationOpened={recheckSoon}
        />
        <NextStepsCard eligibility={eligibility} stripeInfo={stripeInfo} />
      </div>
      <EmbeddedOnboardingCard
        config={config.data}
        eligibility={eligibility}
        stripeInfo={stripeInfo}
        session={session.data}
        sessionFailed={session.isError}
        starting={session.isPending}
        onStart={startSession}
        onExit={refetch}
      />
      {config.data?.driver === 'sandbox' ? (
        <p className="text-sm text-muted-foreground">
          Testing?{' '}
          <Link
            to={paths.paymentProviderTest}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Open the payment-provider test screen
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** A line about the data itself (not about one card), with the way to try again. */
function Notice({
  tone,
  text,
  children,
}: {
  tone: 'error' | 'warning';
  text: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-destructive/40 bg-red-50 text-destructive'
          : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{text}</span>
      {children}
    </div>
  );
}
