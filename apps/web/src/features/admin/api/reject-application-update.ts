import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { invalidateAfterReview } from './invalidate-after-review';

export const RejectApplicationUpdateMutation = graphql(`
  mutation RejectApplicationUpdate($versionId: ID!, $reason: String!) {
    rejectApplicationUpdate(versionId: $versionId, reason: $reason) {
      id
      status
    }
  }
`);

/** The live version stays; the (trimmed, non-blank) reason is the reviewer's message to the developer. */
export function useRejectApplicationUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { versionId: string; reason: string }) =>
      (await request(RejectApplicationUpdateMutation, variables)).rejectApplicationUpdate,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
