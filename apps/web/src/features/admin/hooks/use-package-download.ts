import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { useGenerateDownloadUrl } from '../api/generate-download-url';
import { useGenerateVersionDownloadUrl } from '../api/generate-version-download-url';

const NO_PACKAGE = 'No vmupack file available for download';
const LINK_FAILED = 'Failed to generate download link. Please try again.';

interface DownloadLink {
  downloadUrl: string;
  fileName: string;
}

/**
 * Saves a package (SPEC section 8 toasts): an expiring address from the server, then a click on
 * an <a download> so the browser saves it under the server's file name. `name` is what the
 * toasts call it ('Pocket Chess', 'Pocket Chess v1.3.0').
 */
async function savePackage(name: string, link: () => Promise<DownloadLink>) {
  toast.info(`Preparing download for ${name}...`);
  let target: DownloadLink;
  try {
    target = await link();
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
  anchor.href = target.downloadUrl;
  anchor.download = target.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  toast.success(`Downloaded ${name} vmupack`);
}

interface DownloadableApp {
  appId: string;
  appName: string;
  /** False when the app has no package: nothing is asked of the server. */
  hasPackage: boolean;
}

/** Download of an app's current package. */
export function usePackageDownload() {
  const generate = useGenerateDownloadUrl();

  function download({ appId, appName, hasPackage }: DownloadableApp) {
    if (!hasPackage) {
      toast.error(NO_PACKAGE);
      return;
    }
    void savePackage(appName, () => generate.mutateAsync(appId));
  }

  return {
    download,
    /** The app whose link is being made, so its button can show it is busy. */
    pendingAppId: generate.isPending ? generate.variables : undefined,
  };
}

/** Download of one version's package, from an app's version history. */
export function useVersionDownload() {
  const generate = useGenerateVersionDownloadUrl();

  return {
    download: (version: { versionId: string; name: string }) =>
      void savePackage(version.name, () => generate.mutateAsync(version.versionId)),
    /** The version whose link is being made, so its button can show it is busy. */
    pendingVersionId: generate.isPending ? generate.variables : undefined,
  };
}
