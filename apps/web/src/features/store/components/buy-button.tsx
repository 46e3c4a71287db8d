import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, ShoppingCart } from 'lucide-react';
import type { CatalogueAppDetail } from '@vmu/domain';
import { Link } from '@/components/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rememberStoreReturn } from '@/lib/store-return';
import { toast } from '@/lib/toast';
import { useInBrowser } from '@/lib/use-in-browser';
import { useOwnPurchaseOf, usePurchase } from '../api/use-account-purchases';
import { StoreApiError } from '../api/store-api';
import { formatCataloguePrice } from '../format';
import type { StoreVisitor } from '../store-visitor';
import { DownloadButton } from './download-button';

export const PURCHASE_FAILED = 'The purchase could not be started. Please try again.';
export const PURCHASE_COMPLETE = 'Purchase complete';
export const CONFIRMING_PAYMENT = 'Confirming your payment…';
export const BOUGHT = 'You own this app: download it on any of your devices.';

/** Refusals after which the account may download the app all the same. */
const ENTITLED_REFUSALS = new Set(['OWN_APP', 'ALREADY_BOUGHT']);

/**
 * Buy on a paid app's page (decision 0038): a visitor signs in first (and comes back here); an
 * account that bought the app gets Download instead; Buy starts the purchase, which the sandbox
 * completes at once and Stripe completes at its checkout, which comes back here with ?purchase=.
 */
export function BuyButton({
  app,
  visitor,
}: {
  app: CatalogueAppDetail & { price: object };
  visitor: StoreVisitor;
}) {
  const inBrowser = useInBrowser();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = inBrowser && visitor === 'signed-in';
  const owned = useOwnPurchaseOf(app.bundleIdentifier, {
    enabled: signedIn,
    confirming: params.has('purchase'),
  });
  const purchase = usePurchase(app.bundleIdentifier);
  const refusal = purchase.error instanceof StoreApiError ? purchase.error : null;

  if (owned.data === true || (refusal && ENTITLED_REFUSALS.has(refusal.code))) {
    return (
      <div className="grid gap-2">
        <DownloadButton app={app} />
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
          {refusal?.code === 'OWN_APP' ? refusal.message : BOUGHT}
        </p>
      </div>
    );
  }

  const buy = () => {
    if (visitor !== 'signed-in') {
      // Sign in (or create a store account), then back to this page to buy.
      rememberStoreReturn(location.pathname + location.search);
      void navigate(paths.login);
      return;
    }
    purchase.mutate(undefined, {
      onSuccess: (started) => {
        if (started.status === 'COMPLETED') {
          toast.success(PURCHASE_COMPLETE, {
            description: `${app.name} is yours: download it on any of your devices.`,
          });
          return;
        }
        // Pay at the provider's checkout; it comes back to this page.
        window.location.assign(started.checkoutUrl);
      },
    });
  };
  const confirming = signedIn && params.has('purchase') && owned.data === false;
  const busy = purchase.isPending || (signedIn && owned.isPending);
  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={buy}
        // Off in the server's HTML and until the app has the page: a press would do nothing.
        disabled={!inBrowser || visitor === 'unknown' || busy}
        aria-busy={busy || undefined}
        className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        {purchase.isPending ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
        {`Buy for ${formatCataloguePrice(app.price)}`}
      </button>
      {confirming ? (
        <p role="status" className="text-sm text-muted-foreground">
          {CONFIRMING_PAYMENT}
        </p>
      ) : null}
      {purchase.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal?.message ?? PURCHASE_FAILED}
          {refusal?.code === 'EMAIL_NOT_VERIFIED' ? (
            <>
              {' '}
              <Link
                to={paths.verifyEmail}
                onClick={() => rememberStoreReturn(location.pathname)}
                className="underline underline-offset-4"
              >
                Verify your email
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
