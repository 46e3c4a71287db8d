import type { LoginInput } from '@vmu/domain';
import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

/** Email and password sign-in; remember me asks for the 30-day persistent session. */
export async function signInWithEmail(input: LoginInput): Promise<void> {
  await settle(
    authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe ?? false,
    }),
  );
}
