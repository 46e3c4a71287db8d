import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

export type SignUpRequest = { name: string; email: string; password: string };

/** Creates an unverified email account; the server mails the verification code. */
export async function signUpWithEmail(input: SignUpRequest): Promise<void> {
  await settle(authClient.signUp.email(input));
}
