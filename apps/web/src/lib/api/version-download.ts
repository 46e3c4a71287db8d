import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { GraphQLRequestError, request } from '@/lib/graphql';
import { toast } from '@/lib/toast';

// A version's package, saved through an expiring link (decision 0034): the developer's version
// history and the admin's both start downloads this way (the toasts of
// docs/product.md, "Staff messages").

export const GenerateVersionPackageLinkDocument = graphql(`
  mutation GenerateVersionPackageLink($versionId: ID!) {
    generateVersionDownloadUrl(versionId: $versionId) {
      downloadUrl
      expiresIn
      fileName
    }
  }
`);

export const NO_PACKAGE = 'No vmupack file available for download';
export const LINK_FAILED = 'Failed to generate download link. Please try again.';

interface DownloadLink {
  downloadUrl: string;
  fileName: string;
}

/**
 * Saves a package: an expiring address from the server, then a click on an <a download> so the
 * browser saves it under the server's file name. `name` is what the toasts call it
 * ('Pocket Chess v1.3.0').
 */
export async function savePackage(name: string, link: () => Promise<DownloadLink>) {
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

/** Download of one version's package (the owner's or, for admins, any). */
export function useVersionDownload() {
  const generate = useMutation({
    mutationFn: async (versionId: string) =>
      (await request(GenerateVersionPackageLinkDocument, { versionId })).generateVersionDownloadUrl,
  });
  return {
    download: (version: { versionId: string; name: string }) =>
      void savePackage(version.name, () => generate.mutateAsync(version.versionId)),
    /** The version whose link is being made, so its button can show it is busy. */
    pendingVersionId: generate.isPending ? generate.variables : undefined,
  };
}
