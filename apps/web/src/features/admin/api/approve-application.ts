import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { invalidateAfterReview } from './invalidate-after-review';

export const ApproveApplicationMutation = graphql(`
  mutation ApproveApplication($appId: ID!) {
    approveApplication(appId: $appId) {
      appId
      status
      visibility
    }
  }
`);

/** SUBMITTED to LIVE and PUBLIC; the lists and counts reload after any outcome. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { appId: string }) =>
      (await request(ApproveApplicationMutation, variables)).approveApplication,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
