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
export async function startSocialSignIn(provider: SocialProvider): Promise<void> {
  await settle(
    authClient.signIn.social({
      provider,
      callbackURL: paths.authCallback,
      newUserCallbackURL: paths.authCallback,
      errorCallbackURL: paths.authCallback,
    }),
  );
}
