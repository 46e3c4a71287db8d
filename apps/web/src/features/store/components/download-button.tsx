import { useMutation } from '@tanstack/react-query';
import { Download, ShoppingCart } from 'lucide-react';
import type { CatalogueAppDetail } from '@vmu/domain';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useInBrowser } from '@/lib/use-in-browser';
import { storeDeviceId } from '../api/device-id';
import { requestCatalogueDownload, StoreApiError } from '../api/store-api';
import { formatCataloguePrice } from '../format';

export const DOWNLOAD_FAILED = 'The download could not be started. Please try again.';

/**
 * Download, or Buy for a paid app: asks the store for a signed link to the live package under
 * this browser's device id, then lets the browser fetch it. Purchases come later (the server
 * refuses a paid app's package until then, and the refusal is shown as it says it).
 */
export function DownloadButton({ app }: { app: CatalogueAppDetail }) {
  // Off in the server's HTML and until the app has the page: before, a press would do nothing.
  const inBrowser = useInBrowser();
  const download = useMutation({
    mutationFn: () => requestCatalogueDownload(app.bundleIdentifier, { deviceId: storeDeviceId() }),
    onSuccess: (link) => window.location.assign(link.downloadUrl),
  });
  const refusal =
    download.error instanceof StoreApiError
      ? download.error.message
      : download.error && DOWNLOAD_FAILED;
  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={!inBrowser || download.isPending}
        aria-busy={download.isPending || undefined}
        className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        {download.isPending ? (
          <Spinner />
        ) : app.price ? (
          <ShoppingCart aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {app.price ? `Buy for ${formatCataloguePrice(app.price)}` : 'Download'}
      </button>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
