import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, developerAppKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

/** What the conversation shows of a message; the screens' version documents spread it. */
export const ReviewMessageFragment = graphql(`
  fragment ReviewMessageFields on ReviewMessage {
    id
    authorRole
    authorName
    body
    createdAt
  }
`);

export const SendReviewMessageDocument = graphql(`
  mutation SendReviewMessage($versionId: ID!, $body: String!) {
    sendReviewMessage(versionId: $versionId, body: $body) {
      id
    }
  }
`);

/**
 * Sends one message of a version's conversation. The screens that show the thread read it with
 * their app or version, so both sides' queries reload: the developer's apps and the admin's.
 */
export function useSendReviewMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { versionId: string; body: string }) =>
      (await request(SendReviewMessageDocument, variables)).sendReviewMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  });
}
