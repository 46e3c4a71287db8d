import type { LoginInput } from '@vmu/domain';
import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

/** What a right password leads to: signed in, or the second step of two-factor sign-in first. */
export type PasswordSignIn = 'signed-in' | 'second-step';

/**
 * Email and password sign-in; remember me asks for the 30-day persistent session. `signInCode`
 * is the code an account under attack emails (decision 0050), sent again with the password.
 */
export async function signInWithEmail(
  input: LoginInput,
  signInCode?: string,
): Promise<PasswordSignIn> {
  const answer = await settle(
    authClient.signIn.email({
      email: input.email,
      password: input.password,
      rememberMe: input.rememberMe ?? false,
      ...(signInCode ? { signInCode } : {}),
    }),
  );
  // Two-factor sign-in (decision 0046): no session yet, a code is asked for first.
  return 'twoFactorRedirect' in answer && answer.twoFactorRedirect ? 'second-step' : 'signed-in';
}
