import { authClient } from '@/lib/auth-client';
import { unwrap } from './auth-request-error';

/** Mails a new email-verification code; the server refuses within its resend cooldown. */
export async function sendVerificationCode(email: string): Promise<void> {
  unwrap(await authClient.emailOtp.sendVerificationOtp({ email, type: 'email-verification' }));
}
