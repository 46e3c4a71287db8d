import { queryOptions, useQuery } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { ActiveSessionFragment } from './fragments';
import { sessionKeys } from './session-keys';

// The signed-in user's sessions: this one first, then by last use.
export const ActiveSessionsQuery = withFragments(
  graphql(`
    query ActiveSessions {
      activeSessions {
        ...ActiveSessionFields
      }
    }
  `),
  ActiveSessionFragment,
);

export const activeSessionsQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () => (await request(ActiveSessionsQuery)).activeSessions,
});

export function useActiveSessions() {
  return useQuery(activeSessionsQueryOptions);
}
