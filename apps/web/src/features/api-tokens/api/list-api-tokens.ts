import { queryOptions, useQuery } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { apiTokenKeys } from './api-token-keys';
import { ApiTokenFragment } from './fragments';

// The signed-in developer's tokens, newest first, revoked and expired ones included.
export const ApiTokensQuery = withFragments(
  graphql(`
    query ApiTokens {
      apiTokens {
        ...ApiTokenFields
      }
    }
  `),
  ApiTokenFragment,
);

export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokenKeys.all,
  queryFn: async () => (await request(ApiTokensQuery)).apiTokens,
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}
