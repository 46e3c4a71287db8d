import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

export const GenerateVersionDownloadUrlMutation = graphql(`
  mutation GenerateVersionDownloadUrl($versionId: ID!) {
    generateVersionDownloadUrl(versionId: $versionId) {
      downloadUrl
      expiresIn
      fileName
    }
  }
`);

/** An expiring address of one version's package (any version of the history, not only the live one). */
export function useGenerateVersionDownloadUrl() {
  return useMutation({
    mutationFn: async (versionId: string) =>
      (await request(GenerateVersionDownloadUrlMutation, { versionId })).generateVersionDownloadUrl,
  });
}
