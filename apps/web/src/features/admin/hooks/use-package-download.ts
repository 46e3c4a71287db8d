import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { useGenerateDownloadUrl } from '../api/generate-download-url';

const NO_PACKAGE = 'No vmupack file available for download';
const LINK_FAILED = 'Failed to generate download link. Please try again.';

interface DownloadableApp {
  appId: string;
  appName: string;
  /** False when the app has no package: nothing is asked of the server. */
  hasPackage: boolean;
}

/**
 * Download of an app's package (SPEC section 8 toasts): an expiring address from the server,
 * then a click on an <a download> so the browser saves it under the server's file name.
 */
export function usePackageDownload() {
  const generate = useGenerateDownloadUrl();

  async function download({ appId, appName, hasPackage }: DownloadableApp) {
    if (!hasPackage) {
      toast.error(NO_PACKAGE);
      return;
    }
    toast.info(`Preparing download for ${appName}...`);
    let link: { downloadUrl: string; fileName: string };
    try {
      link = await generate.mutateAsync(appId);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === 'NO_PACKAGE') {
        toast.error(NO_PACKAGE);
      } else {
        console.error(LINK_FAILED, error);
        toast.error(LINK_FAILED);
      }
      return;
    }
    const anchor = document.createElement('a');
    anchor.href = link.downloadUrl;
    anchor.download = link.fileName;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    toast.success(`Downloaded ${appName} vmupack`);
  }

  return {
    download: (app: DownloadableApp) => void download(app),
    /** The app whose link is being made, so its button can show it is busy. */
    pendingAppId: generate.isPending ? generate.variables : undefined,
  };
}
