import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { settle } from '@/lib/auth-request-error';

/** The account's name, through better-auth's update-user (the server checks the sign-up rule). */
export function useUpdateAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      await settle(authClient.updateUser({ name }));
    },
    // The viewer (the shell's name) is the entry chunk's: reload everything, as onboarding does.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
