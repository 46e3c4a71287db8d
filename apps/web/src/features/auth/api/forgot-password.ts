import { authClient } from '@/lib/auth-client';
import { unwrap } from './auth-request-error';

/** Mails a password-reset code (valid for 24 hours). */
export async function requestPasswordReset(email: string): Promise<void> {
  unwrap(await authClient.emailOtp.requestPasswordReset({ email }));
}
