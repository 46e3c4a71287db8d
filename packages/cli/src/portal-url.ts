import { usageError } from './cli-error';

// The portal's address as typed ('https://portal.example.com/', 'portal.example.com') becomes
// one form the API's paths are appended to.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The portal's base URL without a trailing slash. https:// is assumed when no scheme is given;
 * plain http:// is only for a portal on this machine, since the token travels in every request.
 */
export function normalizePortalUrl(input: string): string {
  const text = input.trim();
  if (text === '') throw usageError('The portal URL is empty.');
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw usageError(
      `"${text}" is not a URL. Give the portal's address, e.g. https://portal.example.com.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw usageError(`The portal URL must start with https:// (not ${url.protocol}//).`);
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw usageError(
      `Use https:// for ${url.host}: over plain http:// the API token could be read on its way.`,
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    throw usageError('Give the portal URL without a user name, query or fragment.');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
