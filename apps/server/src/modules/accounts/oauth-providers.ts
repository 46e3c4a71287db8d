import type { GenericOAuthConfig } from 'better-auth/plugins';
import { providerAvatarUrl } from '@vmu/domain';

export type OAuthEndpoints = {
  github: {
    clientId: string;
    clientSecret: string;
    authorizationUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
    emailsUrl: string;
  };
  google: { clientId: string; clientSecret: string; discoveryUrl: string };
};

type GitHubUser = {
  id: number | string;
  login?: string;
  name?: string | null;
  email?: string | null;
  avatar_url?: string | null;
};
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

async function fetchGitHubJson<T>(url: string, accessToken: string): Promise<T> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/vnd.github+json',
      'user-agent': 'vmu-developer-portal',
    },
  });
  if (!response.ok) throw new Error(`GitHub API ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * GitHub is plain OAuth 2 (no OpenID): the profile comes from /user and the address from
 * /user/emails, where the primary verified one is the account's email (the public profile
 * email may be empty or unverified).
 */
export function githubProvider(config: OAuthEndpoints['github']): GenericOAuthConfig {
  return {
    providerId: 'github',
    name: 'GitHub',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl: config.authorizationUrl,
    tokenUrl: config.tokenUrl,
    userInfoUrl: config.userInfoUrl,
    scopes: ['read:user', 'user:email'],
    pkce: true,
    authentication: 'post',
    async getUserInfo(tokens) {
      if (!tokens.accessToken) return null;
      const [profile, emails] = await Promise.all([
        fetchGitHubJson<GitHubUser>(config.userInfoUrl, tokens.accessToken),
        fetchGitHubJson<GitHubEmail[]>(config.emailsUrl, tokens.accessToken),
      ]);
      const primary =
        emails.find((entry) => entry.primary && entry.verified) ??
        emails.find((entry) => entry.verified);
      if (!primary) return null;
      return {
        id: String(profile.id),
        email: primary.email.toLowerCase(),
        emailVerified: true,
        name: profile.name || profile.login || primary.email.split('@')[0] || primary.email,
        image: providerAvatarUrl(profile.avatar_url),
      };
    },
  };
}

/** Google is OpenID Connect: endpoints from discovery, identity from the verified ID token. */
export function googleProvider(config: OAuthEndpoints['google']): GenericOAuthConfig {
  return {
    providerId: 'google',
    name: 'Google',
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    discoveryUrl: config.discoveryUrl,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIdTokenVerification: true,
    // The ID token's picture claim is kept only on Google's own picture host (decision 0052).
    mapProfileToUser: (profile) => ({ image: providerAvatarUrl(profile.image ?? profile.picture) }),
  };
}
