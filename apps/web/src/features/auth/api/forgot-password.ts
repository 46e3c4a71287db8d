import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

/** Mails a password-reset code (valid for 24 hours). */
export async function requestPasswordReset(email: string): Promise<void> {
  await settle(authClient.emailOtp.requestPasswordReset({ email }));
}
