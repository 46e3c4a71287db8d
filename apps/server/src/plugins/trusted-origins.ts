import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// Which pages may send state-changing requests with the user's cookies: PUBLIC_URL's own.
// In development a newcomer opens 127.0.0.1 as often as localhost, and the Vite dev server
// (`npm run dev -w @vmu/web`, :5173) posts from its own origin: all of these are the developer's
// own machine, so they are trusted there, and only there.

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const VITE_DEV_SERVER = 'http://localhost:5173';

export const INVALID_ORIGIN_CODE = 'INVALID_ORIGIN';

/** `origin` and, when its host is a loopback name, the same origin under the other loopback names. */
function withLoopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** The origins whose pages better-auth, the upload routes and /graphql accept. */
export function trustedOrigins(options: {
  publicUrl: string;
  nodeEnv: 'development' | 'test' | 'production';
}): string[] {
  const own = new URL(options.publicUrl).origin;
  if (options.nodeEnv !== 'development') return [own];
  return [...new Set([...withLoopbackAliases(own), ...withLoopbackAliases(VITE_DEV_SERVER)])];
}

/** What a refused page is told (better-auth's own 'Invalid origin', plus where to go instead). */
export function invalidOriginMessage(publicUrl: string): string {
  return `Invalid origin: this request came from a page that is not the portal's. Open ${publicUrl} and try again.`;
}

/**
 * Refuses a request whose Origin header names another site. Requests without one (same-origin
 * GETs, server-to-server calls, tests) pass: browsers always send Origin on cross-site POSTs.
 */
export function requireTrustedOrigin(
  request: FastifyRequest,
  origins: readonly string[],
  publicUrl: string,
): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) {
    request.log.info({ origin }, 'request from an untrusted origin refused');
    throw new AppError(INVALID_ORIGIN_CODE, invalidOriginMessage(publicUrl), 403);
  }
}
