import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthProvider } from '@/lib/graphql/graphql';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

// Unlinks GitHub or Google; the server refuses the account's last way in.
export const UnlinkSignInMethodMutation = graphql(`
  mutation UnlinkSignInMethod($provider: AuthProvider!) {
    unlinkSignInMethod(provider: $provider) {
      provider
      linkedAt
    }
  }
`);

export function useUnlinkSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: AuthProvider) =>
      (await request(UnlinkSignInMethodMutation, { provider })).unlinkSignInMethod,
    // The shell and the profile say how the account signs in: every view reloads.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
