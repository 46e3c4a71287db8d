import { IMAGE_URL_MAX_LENGTH } from './public-image-url';

// The one kind of stored image address that is not the portal's own file (decision 0052): the
// profile picture GitHub or Google give at an OAuth sign-in. It is kept only when it parses as
// an https address on the provider's own picture host, so a provider's profile (or a stand-in
// for one) cannot make the portal store and show any other site's address.

/** The hosts the providers serve profile pictures from: an exact host or a '*.' wildcard. */
export const PROVIDER_AVATAR_HOSTS = ['avatars.githubusercontent.com', '*.googleusercontent.com'];

function isAvatarHost(hostname: string): boolean {
  return PROVIDER_AVATAR_HOSTS.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host,
  );
}

/**
 * The provider's picture address as the portal stores it, or undefined when it is not one: an
 * https address on a provider avatar host, written as the parser writes it back, with no
 * credentials, fragment, port or ambiguous text.
 */
export function providerAvatarUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > IMAGE_URL_MAX_LENGTH) return undefined;
  if (/[\\\s]/.test(value) || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.username || url.password || url.hash || url.port) {
    return undefined;
  }
  if (url.href !== value || !isAvatarHost(url.hostname)) return undefined;
  return url.href;
}
