import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerAppKeys } from '@/lib/api/query-keys';

export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplication($appId: ID!) {
    deleteApplication(appId: $appId) {
      appId
    }
  }
`);

/** Deletes a DRAFT or REJECTED app; the list reloads afterwards, also on failure. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appId: string) =>
      (await request(DeleteApplicationMutation, { appId })).deleteApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  });
}
