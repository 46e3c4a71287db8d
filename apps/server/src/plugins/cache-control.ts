import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEVELOPER_API_OPENAPI_PATH,
  DISPLAY_IMAGES_PREFIX,
  STORE_API_OPENAPI_PATH,
  STORE_API_PREFIX,
} from '@vmu/domain';

/**
 * Who may keep an answer, decided here once by the route's class (decision 0052). An answer of a
 * private class (GraphQL, auth, the developer and account APIs, uploads, signed downloads,
 * statements, health, every refusal of those) is `no-store` whatever its route set: a shared
 * cache or the browser's back button must never show one person's data to another. The public
 * classes are the same for everyone; their routes say how long they keep (hashed assets for
 * good, pages and the catalogue revalidated with ETags), and one that says nothing is `no-store`.
 */
export const PRIVATE_CACHE_CONTROL = 'no-store';

/** Paths owned by the API, the health checks and stored files: everything else is the web app. */
const SERVER_PATH = /^\/(graphql|graphiql|healthz|readyz|files)(\/|$)|^\/api(\/|$)/;

/** One app of the catalogue, or its list: what the store client and crawlers read, by ETag. */
const CATALOGUE = new RegExp(`^${STORE_API_PREFIX}/apps(/[^/]+)?/?$`);

export type CacheClass =
  'web-app' | 'public-files' | 'store-catalogue' | 'api-documents' | 'private';

/** The class of a request's answer, by its method and path (the query does not matter). */
export function cacheClassOf(method: string, pathname: string): CacheClass {
  if (method !== 'GET' && method !== 'HEAD') return 'private';
  if (pathname === DEVELOPER_API_OPENAPI_PATH || pathname === STORE_API_OPENAPI_PATH) {
    return 'api-documents';
  }
  if (CATALOGUE.test(pathname)) return 'store-catalogue';
  if (pathname.startsWith('/files/public/') || pathname.startsWith(DISPLAY_IMAGES_PREFIX)) {
    return 'public-files';
  }
  if (SERVER_PATH.test(pathname)) return 'private';
  return 'web-app';
}

const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const current = reply.getHeader('cache-control');
    const kept = typeof current === 'string' && current !== '' ? current : undefined;
    if (cacheClassOf(request.method, pathnameOf(request)) === 'private') {
      // 'private, no-store' as some routes write it says the same; anything else is replaced.
      if (!kept?.includes('no-store')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    } else if (!kept) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    return payload;
  });
}
