import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { queryKeys } from '@/lib/api/query-keys';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      email
      name
      role
      provider
      isEmailVerified
      onboardingCompleted
      accountVerified
      avatar
    }
  }
`);

export const viewerQueryOptions = queryOptions({
  queryKey: queryKeys.viewer,
  queryFn: async () => (await request(ViewerQuery)).viewer ?? null,
});

/** The signed-in user, or null while signed out. */
export function useViewer() {
  return useQuery(viewerQueryOptions);
}
