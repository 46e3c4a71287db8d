import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { DecidedDeveloperFragment } from './fragments';
import { adminKeys } from '@/lib/api/query-keys';

export const ApproveDeveloperAccountMutation = withFragments(
  graphql(`
    mutation ApproveDeveloperAccount($userId: ID!, $notes: String) {
      approveDeveloperAccount(userId: $userId, notes: $notes) {
        ...DecidedDeveloperFields
      }
    }
  `),
  DecidedDeveloperFragment,
);

export interface ApproveDeveloperAccountInput {
  userId: string;
  /** Already trimmed; undefined when the admin wrote none. */
  notes?: string;
}

/** Verifies a pending developer; the list and the admin stats reload after any outcome. */
export function useApproveDeveloperAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, notes }: ApproveDeveloperAccountInput) =>
      (await request(ApproveDeveloperAccountMutation, { userId, notes })).approveDeveloperAccount,
    // A failure (e.g. another admin decided first) also changes what the list should show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
