import { TEST_EMAIL_DOMAIN } from './accounts';

// The people the local OAuth provider (packages/test-oauth-provider) knows; its sign-in page
// offers one "Continue as {name} ({email})" button each. They are fixed when the launcher
// starts it, so every journey has its own per provider and project.

export type OAuthProviderId = 'github' | 'google';
/**
 * 'new': no account here yet. 'taken': the journey registers the email with a password first.
 * 'link': a developer links it from the profile (profile-security.spec.ts at desktop width,
 * every-screen-at-phone-width.spec.ts at phone width).
 */
export type OAuthUserKind = 'new' | 'taken' | 'link';

const NAMES: Record<OAuthUserKind, string> = { new: 'Newcomer', taken: 'Returner', link: 'Linker' };

/** Shaped like the provider package's OAuthTestUser. */
export interface OAuthUser {
  email: string;
  name: string;
  emailVerified?: boolean;
}

const PROJECTS = ['desktop', 'phone'] as const;

export function oauthUser(
  provider: OAuthProviderId,
  kind: OAuthUserKind,
  project: string,
): OAuthUser {
  const label = provider === 'github' ? 'GitHub' : 'Google';
  return {
    email: `oauth-${provider}-${kind}-${project}@${TEST_EMAIL_DOMAIN}`,
    name: `${label} ${NAMES[kind]} ${project}`,
  };
}

export const OAUTH_USERS: OAuthUser[] = (['github', 'google'] as const).flatMap((provider) =>
  (['new', 'taken', 'link'] as const).flatMap((kind) =>
    PROJECTS.map((project) => oauthUser(provider, kind, project)),
  ),
);
