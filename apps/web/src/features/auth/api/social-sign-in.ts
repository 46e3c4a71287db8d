import type { SignUpAs } from '@vmu/domain';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

export type SocialProvider = 'github' | 'google';

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  github: 'GitHub',
  google: 'Google',
};

/**
 * Starts the provider's authorization-code flow; the browser leaves for the provider and comes
 * back to /auth/callback whatever happens (new user, returning user or error).
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  signUpAs?: SignUpAs,
): Promise<void> {
  await settle(
    authClient.signIn.social({
      provider,
      callbackURL: paths.authCallback,
      newUserCallbackURL: paths.authCallback,
      errorCallbackURL: paths.authCallback,
      // Comes back with the callback: a new account is made a store account (decision 0038).
      ...(signUpAs ? { additionalData: { signUpAs } } : {}),
    }),
  );
}
