import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

export const GenerateDownloadUrlMutation = graphql(`
  mutation GenerateDownloadUrl($appId: ID!) {
    generateDownloadUrl(appId: $appId) {
      downloadUrl
      expiresIn
      fileName
    }
  }
`);

/** An expiring address of the app's current package and the name it is saved under. */
export function useGenerateDownloadUrl() {
  return useMutation({
    mutationFn: async (appId: string) =>
      (await request(GenerateDownloadUrlMutation, { appId })).generateDownloadUrl,
  });
}
