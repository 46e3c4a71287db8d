import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiToken } from '@vmu/domain';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { apiTokenKeys } from './api-token-keys';
import { ApiTokenFragment, type ApiToken } from './fragments';

// Makes a token; its answer is the one place the whole secret ever appears.
export const CreateApiTokenMutation = withFragments(
  graphql(`
    mutation CreateApiToken($input: CreateApiTokenInput!) {
      createApiToken(input: $input) {
        token {
          ...ApiTokenFields
        }
        secret
      }
    }
  `),
  ApiTokenFragment,
);

/**
 * The mutation holds its answer (with the secret) only while the secret is on screen: the
 * screen calls reset() when it closes it, and with no gcTime the mutation cache lets it go then.
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiToken) =>
      (await request(CreateApiTokenMutation, { input })).createApiToken,
    gcTime: 0,
    onSuccess: ({ token }) => {
      // The new token heads the list at once (newest first), without its secret.
      queryClient.setQueryData<ApiToken[]>(apiTokenKeys.all, (tokens) =>
        tokens ? [token, ...tokens.filter((listed) => listed.id !== token.id)] : tokens,
      );
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
  });
}
