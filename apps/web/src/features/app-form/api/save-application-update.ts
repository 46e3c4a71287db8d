import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developerAppKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { ApplicationUpdateInput, SaveAction } from '@/lib/graphql/graphql';

export const SaveApplicationUpdateDocument = graphql(`
  mutation SaveApplicationUpdate(
    $appId: ID!
    $input: ApplicationUpdateInput!
    $saveAction: SaveAction!
  ) {
    saveApplicationUpdate(appId: $appId, input: $input, saveAction: $saveAction) {
      id
      versionNumber
      status
    }
  }
`);

export const WithdrawApplicationUpdateDocument = graphql(`
  mutation WithdrawApplicationUpdate($appId: ID!) {
    withdrawApplicationUpdate(appId: $appId) {
      id
      status
    }
  }
`);

/** Saves the update form as a draft or submits it for review (the live version stays live). */
export function useSaveApplicationUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: {
      appId: string;
      input: ApplicationUpdateInput;
      saveAction: SaveAction;
    }) => (await request(SaveApplicationUpdateDocument, variables)).saveApplicationUpdate,
    // My Applications, the version history and this form read the update.
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  });
}

/** Withdraws the update in draft or in review. */
export function useWithdrawApplicationUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appId: string) =>
      (await request(WithdrawApplicationUpdateDocument, { appId })).withdrawApplicationUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  });
}
