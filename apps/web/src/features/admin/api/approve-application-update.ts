import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { invalidateAfterReview } from './invalidate-after-review';

export const ApproveApplicationUpdateMutation = graphql(`
  mutation ApproveApplicationUpdate($versionId: ID!) {
    approveApplicationUpdate(versionId: $versionId) {
      id
      status
    }
  }
`);

/** The update in review becomes the app's live version; the queues and counts reload after any outcome. */
export function useApproveApplicationUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { versionId: string }) =>
      (await request(ApproveApplicationUpdateMutation, variables)).approveApplicationUpdate,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
