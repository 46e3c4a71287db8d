import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { ReviewedAppFragment } from './fragments';
import { invalidateAfterReview } from './invalidate-after-review';

export const SuspendApplicationMutation = withFragments(
  graphql(`
    mutation SuspendApplication($appId: ID!, $reason: String) {
      suspendApplication(appId: $appId, reason: $reason) {
        ...ReviewedAppFields
      }
    }
  `),
  ReviewedAppFragment,
);

/** LIVE to SUSPENDED and PRIVATE, with an optional reason for the developer. */
export function useSuspendApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { appId: string; reason?: string | null }) =>
      (await request(SuspendApplicationMutation, variables)).suspendApplication,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
