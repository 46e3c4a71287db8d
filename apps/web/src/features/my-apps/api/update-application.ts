import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { UpdateApplicationInput } from '@/lib/graphql/graphql';
import { developerAppKeys } from '@/lib/api/query-keys';

// My Applications sends the lifecycle steps (Withdraw, Unpublish) and the live price change
// through this document; the app form saves through its own.
export const UpdateApplicationMutation = graphql(`
  mutation UpdateApplication($appId: ID!, $input: UpdateApplicationInput!) {
    updateApplication(appId: $appId, input: $input) {
      appId
      status
      visibility
      price
    }
  }
`);

export interface UpdateApplicationVariables {
  appId: string;
  /** Exactly one of action or price here. */
  input: Pick<UpdateApplicationInput, 'action' | 'price'>;
}

/** Withdraws, unpublishes or re-prices an app; the list reloads afterwards, also on failure. */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appId, input }: UpdateApplicationVariables) =>
      (await request(UpdateApplicationMutation, { appId, input })).updateApplication,
    // A refusal (e.g. staff approved the app meanwhile) also changes what the list should show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  });
}
