import { useNavigate } from 'react-router';
import { Code2 } from 'lucide-react';
import type { AccountPurchase } from '@vmu/domain';
import { AppIcon } from '@/components/app-icon';
import { Link } from '@/components/link';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useBecomeDeveloper } from '../api/become-developer';
import { STORE_UNREACHABLE, StoreApiError } from '../api/store-api';
import { useAccountPurchases } from '../api/use-account-purchases';
import { formatCataloguePrice, formatStoreDate } from '../format';
import { DownloadButton } from './download-button';

export const NO_PURCHASES = 'You have not bought any apps yet.';
export const MORE_PURCHASES_NOT_LOADED = 'More of your purchases could not be loaded.';

/** /store/purchases: what the signed-in account bought, each with its download. */
export function PurchasesScreen({ isStoreAccount }: { isStoreAccount: boolean }) {
  const purchases = useAccountPurchases();
  const all = purchases.data?.pages.flatMap((page) => page.purchases) ?? [];
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <title>My Purchases | VMU Pro Store</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">My Purchases</h1>
        <p className="mt-1 text-muted-foreground">
          The apps you bought. Download them on any of your devices.
        </p>
      </div>
      {purchases.isPending ? (
        <LoadingStatus label="Loading your purchases" />
      ) : purchases.isLoadingError ? (
        // Nothing to show at all; a page after the first that fails says so under the list.
        <ListFailure query={purchases}>
          <p role="alert" className="text-muted-foreground">
            {purchases.error instanceof StoreApiError ? purchases.error.message : STORE_UNREACHABLE}
          </p>
        </ListFailure>
      ) : all.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <p className="font-medium">{NO_PURCHASES}</p>
          <Link
            to={paths.store}
            className="mt-2 inline-block font-medium text-primary underline-offset-4 hover:underline"
          >
            Browse the store
          </Link>
        </div>
      ) : (
        <section aria-labelledby="purchases-heading" className="grid gap-4">
          <h2 id="purchases-heading" className="sr-only">
            Purchased apps
          </h2>
          <ul className="grid gap-4">
            {all.map((purchase) => (
              <li key={purchase.purchaseId}>
                <PurchaseRow purchase={purchase} />
              </li>
            ))}
          </ul>
          <LoadMore list={purchases} failure={MORE_PURCHASES_NOT_LOADED} />
        </section>
      )}
      {isStoreAccount ? <BecomeDeveloperCard /> : null}
    </div>
  );
}

function PurchaseRow({ purchase }: { purchase: AccountPurchase }) {
  const { app } = purchase;
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-border bg-background p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <AppIcon
          name={app.name}
          url={app.webIconUrl}
          srcSet={app.webIconSrcSet}
          sizes="4rem"
          className="size-16 shrink-0 rounded-xl"
        />
        <div className="min-w-0">
          <h3 className="font-semibold">
            <Link to={paths.storeApp(app.bundleIdentifier)} className="hover:text-primary">
              {app.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{app.developerName}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{formatCataloguePrice(purchase.price)}</span>
            <span className="text-muted-foreground">
              Bought{' '}
              <time dateTime={purchase.purchasedAt}>{formatStoreDate(purchase.purchasedAt)}</time>
            </span>
            {purchase.status === 'REFUNDED' ? (
              <Badge variant="outline">
                Refunded
                {purchase.refundedAt ? ` ${formatStoreDate(purchase.refundedAt)}` : ''}
              </Badge>
            ) : null}
          </p>
        </div>
      </div>
      <div className="sm:shrink-0">
        {purchase.status !== 'COMPLETED' ? (
          <p className="text-sm text-muted-foreground">Refunded: no longer yours to download.</p>
        ) : purchase.downloadable ? (
          <div className="grid gap-1 sm:justify-items-end">
            <DownloadButton app={app} label={`Download ${app.name}`} />
            {/* Taken off the store by its developer: the copy bought stays the buyer's. */}
            {purchase.inStore ? null : (
              <p className="text-sm text-muted-foreground">No longer in the store.</p>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No longer in the store.</p>
        )}
      </div>
    </article>
  );
}

/** A store account may start publishing: it becomes a developer and onboards. */
function BecomeDeveloperCard() {
  const navigate = useNavigate();
  const become = useBecomeDeveloper();
  return (
    <section
      aria-labelledby="become-developer-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-secondary/40 p-6 sm:flex-row sm:items-center"
    >
      <Code2 className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="become-developer-heading" className="font-semibold">
          Make apps for the VMU Pro?
        </h2>
        <p className="text-sm text-muted-foreground">
          Turn this account into a developer account to publish and sell your own apps. Your
          purchases stay yours.
        </p>
      </div>
      <Button
        variant="outline"
        disabled={become.isPending}
        onClick={() =>
          become.mutate(undefined, {
            onSuccess: () => void navigate(paths.onboardingCountry),
            onError: (error) =>
              toast.error('Could not become a developer', { description: error.message }),
          })
        }
      >
        {become.isPending ? <Spinner /> : null}
        Become a developer
      </Button>
    </section>
  );
}
