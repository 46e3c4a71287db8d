import { useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { FlaskConical } from 'lucide-react';
import { countryName, ONBOARDING_COUNTRIES } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePaymentEligibility } from '@/lib/api/payment-eligibility';
import type { SandboxAccountState } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { usePaymentsConfig } from '../api/get-payments-config';
import {
  useSetSandboxPaymentState,
  type SandboxPaymentStateVariables,
} from '../api/set-sandbox-payment-state';
import { SANDBOX_STATES, sandboxStateOf } from '../connect-status';
import { PaymentCard } from './payment-card';
import { SalesLedgerCard } from './sales-ledger-card';
import { TestPurchasesCard } from './test-purchases-card';

export const SANDBOX_ONLY =
  'The payment-provider test screen is only available with the sandbox payment provider.';
export const STATE_APPLIED = 'Test payment state applied';
export const STATE_NOT_APPLIED = 'Failed to apply the test payment state';

const selectClassName =
  'flex h-10 w-full min-w-0 rounded-md border border-muted-foreground/50 bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';

/**
 * The payment-provider test route (docs/product.md, "Main area"): with the sandbox driver, puts the
 * developer's country and sandbox connected account into any state, to walk every state of
 * /payments; lists the purchases of the developer's apps to refund them, and the sales ledger that
 * records both (staff see every app's).
 */
export function ProviderTest() {
  const config = usePaymentsConfig();
  const eligibility = usePaymentEligibility();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Payment Provider Test</h1>
        <p className="mt-1 text-muted-foreground">
          Try every state of the payment setup screen without a real payment provider.
        </p>
      </div>
      {config.isPending || (config.data?.driver === 'sandbox' && eligibility.isPending) ? (
        <LoadingScreen />
      ) : config.data?.driver === 'sandbox' ? (
        <>
          <SandboxStateForm
            initial={{
              country: eligibility.data?.country ?? ONBOARDING_COUNTRIES[0],
              state: sandboxStateOf(eligibility.data?.stripeInfo),
            }}
          />
          <TestPurchasesCard />
          <SalesLedgerCard />
        </>
      ) : (
        <PaymentCard title="Not available" icon={FlaskConical}>
          <p>
            {config.isError ? 'The payment provider settings could not be loaded.' : SANDBOX_ONLY}
          </p>
          <BackToPayments />
        </PaymentCard>
      )}
    </div>
  );
}

function BackToPayments() {
  return (
    <Link
      to={paths.payments}
      className="w-fit font-medium text-primary underline-offset-4 hover:underline"
    >
      Go to Payment Setup
    </Link>
  );
}

function SandboxStateForm({ initial }: { initial: SandboxPaymentStateVariables }) {
  const [country, setCountry] = useState(initial.country);
  const [state, setState] = useState<SandboxAccountState>(initial.state);
  const apply = useSetSandboxPaymentState();
  // A profile country outside the onboarding list (set elsewhere) stays selectable.
  const countries: readonly string[] = ONBOARDING_COUNTRIES.includes(
    initial.country as (typeof ONBOARDING_COUNTRIES)[number],
  )
    ? ONBOARDING_COUNTRIES
    : [initial.country, ...ONBOARDING_COUNTRIES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(
      { country, state },
      {
        onSuccess: () => toast.success(STATE_APPLIED),
        onError: (error) => toast.error(STATE_NOT_APPLIED, { description: error.message }),
      },
    );
  };
  const result = apply.data;

  return (
    <>
      <PaymentCard
        title="Test payment state"
        icon={FlaskConical}
        description="Choose a test country and a connected-account status, then apply them to your account."
      >
        <form className="grid gap-5" aria-label="Test payment state" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="provider-test-country">Test country</Label>
            <select
              id="provider-test-country"
              className={selectClassName}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium leading-none">
              Connected-account status
            </legend>
            {SANDBOX_STATES.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-checked:border-primary has-checked:bg-secondary"
              >
                <input
                  type="radio"
                  name="sandbox-state"
                  value={option.value}
                  checked={state === option.value}
                  onChange={() => setState(option.value)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{option.label}</span>
                  <span className="text-sm text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" className="w-full sm:w-fit" disabled={apply.isPending}>
            {apply.isPending ? <Spinner /> : null}
            Apply
          </Button>
        </form>
      </PaymentCard>

      {result ? (
        <section
          aria-label="Resulting eligibility"
          className="grid gap-2 rounded-xl border border-border p-4 text-sm"
        >
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            Resulting eligibility
            {result.canCharge ? (
              <Badge variant="success">Can charge</Badge>
            ) : (
              <Badge variant="secondary">Cannot charge</Badge>
            )}
          </h2>
          <p>
            {result.country ? countryName(result.country) : 'No country'}:{' '}
            {result.eligible ? 'eligible' : 'not eligible'}.
          </p>
          {result.message ? <p>{result.message}</p> : null}
          {result.action ? <p>Next step: {result.action}</p> : null}
          <BackToPayments />
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          After applying, see the result on the{' '}
          <Link
            to={paths.payments}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Payment Setup
          </Link>{' '}
          screen.
        </p>
      )}
    </>
  );
}
