import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { apiTokenKeys } from './api-token-keys';
import { ApiTokenFragment, type ApiToken } from './fragments';

// Revokes one of the developer's tokens: it stops working at once and stays listed as Revoked.
export const RevokeApiTokenMutation = withFragments(
  graphql(`
    mutation RevokeApiToken($id: ID!) {
      revokeApiToken(id: $id) {
        ...ApiTokenFields
      }
    }
  `),
  ApiTokenFragment,
);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(RevokeApiTokenMutation, { id })).revokeApiToken,
    onSuccess: (revoked) => {
      // The row says Revoked as soon as the server does, before the list reloads.
      queryClient.setQueryData<ApiToken[]>(apiTokenKeys.all, (tokens) =>
        tokens?.map((token) => (token.id === revoked.id ? revoked : token)),
      );
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
  });
}
