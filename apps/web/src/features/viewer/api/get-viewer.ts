import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

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
      twoFactorSetupRequired
      avatar
    }
  }
`);

export const viewerQueryOptions = queryOptions({
  // The entry chunk's one key; no other feature reads the viewer's cached answer.
  queryKey: ['viewer'],
  queryFn: async () => (await request(ViewerQuery)).viewer ?? null,
});

/** The signed-in user, or null while signed out. */
export function useViewer() {
  return useQuery(viewerQueryOptions);
}
