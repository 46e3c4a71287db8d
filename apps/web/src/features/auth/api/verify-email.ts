import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

/** Confirms the emailed code; the server signs the user in when it can. */
export async function verifyEmail(input: { email: string; code: string }): Promise<void> {
  await settle(authClient.emailOtp.verifyEmail({ email: input.email, otp: input.code }));
}
