import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { ReviewedAppFragment } from './fragments';
import { invalidateAfterReview } from './invalidate-after-review';

export const RejectApplicationMutation = withFragments(
  graphql(`
    mutation RejectApplication($appId: ID!, $reason: String!) {
      rejectApplication(appId: $appId, reason: $reason) {
        ...ReviewedAppFields
      }
    }
  `),
  ReviewedAppFragment,
);

/** SUBMITTED to REJECTED with the (trimmed, non-blank) reason the developer will read. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { appId: string; reason: string }) =>
      (await request(RejectApplicationMutation, variables)).rejectApplication,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
