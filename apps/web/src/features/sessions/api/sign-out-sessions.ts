import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { ActiveSessionFragment, type ActiveSession } from './fragments';
import { sessionKeys } from './session-keys';

// Ends one other session, or all of them; each answers with the sessions that remain.
export const SignOutSessionMutation = withFragments(
  graphql(`
    mutation SignOutSession($id: ID!) {
      signOutSession(id: $id) {
        ...ActiveSessionFields
      }
    }
  `),
  ActiveSessionFragment,
);

export const SignOutOtherSessionsMutation = withFragments(
  graphql(`
    mutation SignOutOtherSessions {
      signOutOtherSessions {
        ...ActiveSessionFields
      }
    }
  `),
  ActiveSessionFragment,
);

function useSessionsAfter<TVariables>(send: (variables: TVariables) => Promise<ActiveSession[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (remaining) => queryClient.setQueryData(sessionKeys.all, remaining),
    // A session another tab or device already ended is gone from the list too.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useSignOutSession() {
  return useSessionsAfter(
    async (id: string) => (await request(SignOutSessionMutation, { id })).signOutSession,
  );
}

export function useSignOutOtherSessions() {
  return useSessionsAfter(
    async (_: void) => (await request(SignOutOtherSessionsMutation)).signOutOtherSessions,
  );
}
