import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { ReviewedAppFragment } from './fragments';
import { invalidateAfterReview } from './invalidate-after-review';

export const ApproveApplicationMutation = withFragments(
  graphql(`
    mutation ApproveApplication($appId: ID!) {
      approveApplication(appId: $appId) {
        ...ReviewedAppFields
      }
    }
  `),
  ReviewedAppFragment,
);

/** SUBMITTED to LIVE and PUBLIC; the lists and counts reload after any outcome. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { appId: string }) =>
      (await request(ApproveApplicationMutation, variables)).approveApplication,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
