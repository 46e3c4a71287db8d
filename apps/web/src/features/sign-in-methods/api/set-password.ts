import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

// A GitHub or Google account's first password (better-auth's setPassword, run by the server).
export const SetPasswordMutation = graphql(`
  mutation SetPassword($password: String!) {
    setPassword(password: $password) {
      provider
      linkedAt
    }
  }
`);

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      (await request(SetPasswordMutation, { password })).setPassword,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
