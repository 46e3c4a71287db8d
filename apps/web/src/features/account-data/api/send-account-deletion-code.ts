import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

// Mails the signed-in account the code that confirms its deletion (refused up front for the
// last admin or while a payout is due).
export const SendAccountDeletionCodeMutation = graphql(`
  mutation SendAccountDeletionCode {
    sendAccountDeletionCode {
      sentTo
      expiresAt
    }
  }
`);

export function useSendAccountDeletionCode() {
  return useMutation({
    mutationFn: async () =>
      (await request(SendAccountDeletionCodeMutation)).sendAccountDeletionCode,
  });
}
