import type { LoginInput } from '@vmu/domain';
import { authClient } from '@/lib/auth-client';
import { unwrap } from './auth-request-error';

/** Email and password sign-in; remember me asks for the 30-day persistent session. */
export async function signInWithEmail(input: LoginInput): Promise<void> {
  unwrap(
    await authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe ?? false,
    }),
  );
}
