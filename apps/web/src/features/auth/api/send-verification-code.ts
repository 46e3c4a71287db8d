import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

/** Mails a new email-verification code; the server refuses within its resend cooldown. */
export async function sendVerificationCode(email: string): Promise<void> {
  await settle(authClient.emailOtp.sendVerificationOtp({ email, type: 'email-verification' }));
}
