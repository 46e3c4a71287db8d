import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { ReviewedAppFragment } from './fragments';
import { invalidateAfterReview } from './invalidate-after-review';

export const RestoreApplicationMutation = withFragments(
  graphql(`
    mutation RestoreApplication($appId: ID!) {
      restoreApplication(appId: $appId) {
        ...ReviewedAppFields
      }
    }
  `),
  ReviewedAppFragment,
);

/** SUSPENDED to LIVE and PUBLIC again. */
export function useRestoreApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { appId: string }) =>
      (await request(RestoreApplicationMutation, variables)).restoreApplication,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
