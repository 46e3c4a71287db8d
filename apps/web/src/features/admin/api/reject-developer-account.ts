import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { DecidedDeveloperFragment } from './fragments';
import { adminKeys } from '@/lib/api/query-keys';

export const RejectDeveloperAccountMutation = withFragments(
  graphql(`
    mutation RejectDeveloperAccount($userId: ID!, $notes: String!) {
      rejectDeveloperAccount(userId: $userId, notes: $notes) {
        ...DecidedDeveloperFields
      }
    }
  `),
  DecidedDeveloperFragment,
);

export interface RejectDeveloperAccountInput {
  userId: string;
  /** The reason, trimmed and non-blank (RejectionReasonSchema). */
  notes: string;
}

/** Rejects a pending developer with a reason; the list and the admin stats reload afterwards. */
export function useRejectDeveloperAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, notes }: RejectDeveloperAccountInput) =>
      (await request(RejectDeveloperAccountMutation, { userId, notes })).rejectDeveloperAccount,
    // A failure (e.g. another admin decided first) also changes what the list should show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
