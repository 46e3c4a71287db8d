import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

import type { SignUpAs } from '@vmu/domain';

export type SignUpRequest = { name: string; email: string; password: string; signUpAs?: SignUpAs };

/** Creates an unverified email account; the server mails the verification code. */
export async function signUpWithEmail(input: SignUpRequest): Promise<void> {
  await settle(authClient.signUp.email(input));
}
