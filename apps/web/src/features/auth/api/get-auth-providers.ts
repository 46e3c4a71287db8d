import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { serverSettingKeys } from '@/lib/api/query-keys';

export const AuthProvidersQuery = graphql(`
  query AuthProviders {
    authProviders {
      github
      google
    }
  }
`);

export const authProvidersQueryOptions = queryOptions({
  queryKey: serverSettingKeys.authProviders,
  queryFn: async () => (await request(AuthProvidersQuery)).authProviders,
});

/** Which social sign-in providers the server has credentials for. */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
