import type { LinkableSignInMethod } from '@vmu/domain';
import { authClient } from '@/lib/auth-client';
import { settle } from '@/lib/auth-request-error';
import { paths } from '@/config/paths';

/**
 * Starts linking GitHub or Google to the signed-in account: the browser goes to the provider and
 * comes back to the profile, with `linked` on success or better-auth's `error` otherwise.
 */
export async function linkSignInMethod(provider: LinkableSignInMethod): Promise<void> {
  const { url } = await settle(
    authClient.linkSocial({
      provider,
      callbackURL: `${paths.profile}?linked=${provider}`,
      errorCallbackURL: `${paths.profile}?link=${provider}`,
      disableRedirect: true,
    }),
  );
  window.location.assign(url);
}
