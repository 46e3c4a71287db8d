import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedRejectionReasonInput } from '@vmu/domain';
import { adminKeys } from '@/lib/api/query-keys';
import type { SavedRejectionReason } from '@/lib/api/saved-rejection-reasons';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

// The saved rejection reasons' changes. Each answers the reason (or the new order); the list,
// the reject dialogs' choice and the audit screen reload with every admin query.

export const AddSavedRejectionReasonMutation = graphql(`
  mutation AddSavedRejectionReason($input: SavedRejectionReasonInput!) {
    addSavedRejectionReason(input: $input) {
      id
      title
      body
    }
  }
`);

export const EditSavedRejectionReasonMutation = graphql(`
  mutation EditSavedRejectionReason($id: ID!, $input: SavedRejectionReasonInput!) {
    editSavedRejectionReason(id: $id, input: $input) {
      id
      title
      body
    }
  }
`);

export const RemoveSavedRejectionReasonMutation = graphql(`
  mutation RemoveSavedRejectionReason($id: ID!) {
    removeSavedRejectionReason(id: $id) {
      id
    }
  }
`);

export const ReorderSavedRejectionReasonsMutation = graphql(`
  mutation ReorderSavedRejectionReasons($ids: [ID!]!) {
    reorderSavedRejectionReasons(ids: $ids) {
      id
      title
      body
    }
  }
`);

function useReasonsMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Failed or not, the list reloads: a refusal (the list changed meanwhile) shows the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Adds a reason (with no id) or edits one. */
export function useSaveSavedReason() {
  return useReasonsMutation(
    async ({ id, ...input }: SavedRejectionReasonInput & { id: string | null }) =>
      id
        ? (await request(EditSavedRejectionReasonMutation, { id, input })).editSavedRejectionReason
        : (await request(AddSavedRejectionReasonMutation, { input })).addSavedRejectionReason,
  );
}

export function useRemoveSavedReason() {
  return useReasonsMutation(
    async (id: string) =>
      (await request(RemoveSavedRejectionReasonMutation, { id })).removeSavedRejectionReason,
  );
}

/** Puts the reasons in a new order, shown at once and undone if the server refuses it. */
export function useReorderSavedReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await request(ReorderSavedRejectionReasonsMutation, { ids })).reorderSavedRejectionReasons,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.savedRejectionReasons });
      const before = queryClient.getQueryData<SavedRejectionReason[]>(
        adminKeys.savedRejectionReasons,
      );
      if (before) {
        const byId = new Map(before.map((reason) => [reason.id, reason]));
        queryClient.setQueryData(
          adminKeys.savedRejectionReasons,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) {
        queryClient.setQueryData(adminKeys.savedRejectionReasons, context.before);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
