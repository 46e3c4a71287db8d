import { authClient } from '@/lib/auth-client';
import { settle } from '@/lib/auth-request-error';

/** Changes the password; the server signs every other session out (decision 0045). */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await settle(
    authClient.changePassword({
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: true,
    }),
  );
}
