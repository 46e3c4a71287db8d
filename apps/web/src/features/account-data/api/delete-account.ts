import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@vmu/domain';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

// Deletes the signed-in account; its sessions end with it, so the page leaves at once.
export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deletedAt
    }
  }
`);

export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) =>
      (await request(DeleteAccountMutation, { input })).deleteAccount,
  });
}
