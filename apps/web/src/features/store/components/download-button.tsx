import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { CatalogueAppDetail } from '@vmu/domain';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useInBrowser } from '@/lib/use-in-browser';
import { storeDeviceId } from '../api/device-id';
import { requestCatalogueDownload, StoreApiError } from '../api/store-api';

export const DOWNLOAD_FAILED = 'The download could not be started. Please try again.';

/**
 * Download: asks the store for a signed link to the live package under this browser's device
 * id, then lets the browser fetch it. A free app for anyone; a paid app for an account that
 * bought it (or its developer): the server decides and its refusal is shown as it says it.
 */
export function DownloadButton({
  app,
  label = 'Download',
}: {
  app: Pick<CatalogueAppDetail, 'bundleIdentifier'>;
  /** The button's name where a page lists several apps ('Download Star Hopper'). */
  label?: string;
}) {
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
        {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
        {label}
      </button>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
