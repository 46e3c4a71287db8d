import { BadgeAlert, Globe } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { PayoutBlocker } from '@/lib/graphql/graphql';

/** What the developer reads first, by what blocks their payouts. */
export const BLOCKER_TITLES: Record<PayoutBlocker, string> = {
  ACCOUNT_IN_REVIEW: 'Payouts are held while your account is in review',
  NOT_ELIGIBLE_COUNTRY: 'No payouts in your country',
  NO_CONNECTED_ACCOUNT: 'Payouts need payment setup',
  PAYOUTS_NOT_ENABLED: 'Payouts need a verified payment account',
};

/** Ours: what a developer outside the EU and UK can do. */
export const OUTSIDE_EU_UK_NEXT_STEP =
  'You can still publish free apps. If you are based in the EU or the UK, contact us to correct the country of your developer profile.';

/**
 * Why no payouts can be made, in the server's words, and the one thing to do about it: payment
 * setup for an account to set up or verify; for a country outside the EU and UK, what is left.
 */
export function PayoutBlockerNotice({
  blocker,
  message,
}: {
  blocker: PayoutBlocker;
  message: string | null | undefined;
}) {
  const outsideEuUk = blocker === 'NOT_ELIGIBLE_COUNTRY';
  const Icon = outsideEuUk ? Globe : BadgeAlert;
  return (
    <Card className="border-primary/40 p-6">
      <section aria-labelledby="payout-blocker" className="flex flex-col gap-4 sm:flex-row">
        <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="grid min-w-0 gap-3">
          <h2 id="payout-blocker" className="text-lg font-semibold leading-tight">
            {BLOCKER_TITLES[blocker]}
          </h2>
          {message ? <p>{message}</p> : null}
          {outsideEuUk ? (
            <>
              <p>{OUTSIDE_EU_UK_NEXT_STEP}</p>
              <p className="flex flex-wrap gap-x-4 gap-y-2">
                <Link to={paths.contact} className="font-medium text-primary hover:underline">
                  Contact us
                </Link>
                <Link
                  to={`${paths.docs}#payments`}
                  className="font-medium text-primary hover:underline"
                >
                  Which countries can sell apps
                </Link>
              </p>
            </>
          ) : (
            <div>
              <Button asChild>
                <Link to={paths.payments}>
                  {blocker === 'NO_CONNECTED_ACCOUNT' ? 'Set up payments' : 'Go to Payment Setup'}
                </Link>
              </Button>
            </div>
          )}
        </div>
      </section>
    </Card>
  );
}
