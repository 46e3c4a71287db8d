import { AUTH_COOKIES } from '@vmu/domain';
import { ACCESS_PATHS } from '@vmu/domain/auth/paths';
import type { GenericEndpointContext } from '@better-auth/core';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** better-auth's OAuth callback, where GitHub and Google sign-ins end (genericOAuth uses it). */
export const SOCIAL_CALLBACK_PATH = '/callback/:id';

/** The plugin's cookie naming the pending sign-in, and its rows' identifiers (two-factor/constant). */
const TWO_FACTOR_COOKIE = AUTH_COOKIES.twoFactor;

/**
 * After a GitHub or Google sign-in of an account with two-factor on: the same second step a
 * password sign-in gets. better-auth's plugin only steps in after password sign-ins, so this
 * does what its sign-in hook does (verify-two-factor.ts reads the result): the new session is
 * ended, a pending sign-in is stored for `minutes` with its attempt counter, its signed cookie
 * is set, and the browser goes to the code screen instead of the callback page.
 */
export async function challengeSocialSignIn(
  ctx: GenericEndpointContext,
  publicUrl: string,
  minutes: number,
): Promise<void> {
  const signedIn = ctx.context.newSession;
  const user = signedIn?.user as { id: string; twoFactorEnabled?: boolean | null } | undefined;
  if (!signedIn || !user?.twoFactorEnabled) return;

  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null);

  const maxAge = minutes * 60;
  const expiresAt = new Date(Date.now() + maxAge * 1000);
  const identifier = `2fa-${generateRandomString(20)}`;
  await ctx.context.internalAdapter.createVerificationValue({
    value: user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(`${publicUrl}${ACCESS_PATHS.twoFactorSignIn}`);
}
