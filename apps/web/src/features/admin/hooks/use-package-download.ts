import { NO_PACKAGE, savePackage } from '@/lib/api/version-download';
import { toast } from '@/lib/toast';
import { useGenerateDownloadUrl } from '../api/generate-download-url';

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
