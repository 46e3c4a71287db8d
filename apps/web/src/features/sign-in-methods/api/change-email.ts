import { authClient } from '@/lib/auth-client';
import { settle } from '@/lib/auth-request-error';

/** Mails a code to the new address (better-auth's emailOTP change-email flow). */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await settle(authClient.emailOtp.requestEmailChange({ newEmail }));
}

/** The code from the new address makes it the account's email; the old one gets a notice. */
export async function confirmEmailChange(input: { newEmail: string; code: string }): Promise<void> {
  await settle(authClient.emailOtp.changeEmail({ newEmail: input.newEmail, otp: input.code }));
}
