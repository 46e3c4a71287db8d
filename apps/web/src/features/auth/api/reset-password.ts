import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

/** Sets a new password with the emailed code; the server then revokes every session. */
export async function resetPassword(input: {
  email: string;
  code: string;
  password: string;
}): Promise<void> {
  await settle(
    authClient.emailOtp.resetPassword({
      email: input.email,
      otp: input.code,
      password: input.password,
    }),
  );
}
