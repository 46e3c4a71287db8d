import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/developer-fixtures';
import { testTargets, TEST_PUBLIC_URL, writeFakeWebDist } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import { IMMUTABLE_CACHE } from '../routes/web-app';
import { cacheClassOf, PRIVATE_CACHE_CONTROL } from './cache-control';

describe('cacheClassOf', () => {
  it.each([
    ['GET', '/graphql', 'private'],
    ['POST', '/graphql', 'private'],
    ['GET', '/api/auth/get-session', 'private'],
    ['GET', '/api/v1/apps', 'private'],
    ['GET', '/api/account/export', 'private'],
    ['GET', '/api/downloads/public/x', 'private'],
    ['GET', '/api/payouts/statements/1/statement.csv', 'private'],
    ['GET', '/api/store/v1/purchases', 'private'],
    ['POST', '/api/store/v1/apps/com.example.game/download', 'private'],
    ['GET', '/api/store/v1/apps/com.example.game/download', 'private'],
    ['GET', '/healthz', 'private'],
    ['GET', '/readyz', 'private'],
    ['GET', '/files/private/x', 'private'],
    ['POST', '/', 'private'],
    ['GET', '/api/store/v1/apps', 'store-catalogue'],
    ['GET', '/api/store/v1/apps/com.example.game', 'store-catalogue'],
    ['HEAD', '/api/store/v1/apps/com.example.game', 'store-catalogue'],
    ['GET', '/api/v1/openapi.json', 'api-documents'],
    ['GET', '/api/store/v1/openapi.json', 'api-documents'],
    ['GET', '/files/public/user/1/icon.png', 'public-files'],
    ['GET', '/files/display/320/public/user/1/icon.png', 'public-files'],
    ['GET', '/', 'web-app'],
    ['GET', '/assets/index-abc123.js', 'web-app'],
    ['GET', '/store/apps/com.example.game', 'web-app'],
    ['GET', '/dashboard', 'web-app'],
  ])('%s %s is %s', (method, pathname, expected) => {
    expect(cacheClassOf(method, pathname)).toBe(expected);
  });
});

// Decision 0052: every private answer is no-store; the public classes keep their own caching.
describe.each(testTargets())('Cache-Control by route class [%s]', (target) => {
  const t = useTestApp(target, { env: () => ({ WEB_DIST_DIR: writeFakeWebDist() }) });

  const cacheControlOf = async (
    request: { method?: 'GET' | 'POST'; url: string; payload?: unknown },
    cookie?: string,
  ) => {
    const response = await t.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: {
        origin: TEST_PUBLIC_URL,
        accept: 'application/json',
        ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
    });
    return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
  };

  const privateRequests = [
    { method: 'POST' as const, url: '/graphql', payload: { query: '{ viewer { id email } }' } },
    { url: '/graphql?query=%7Bviewer%7Bid%7D%7D' },
    { method: 'POST' as const, url: '/graphql', payload: { query: '{ nothing }' } },
    { url: '/api/auth/get-session' },
    { method: 'POST' as const, url: '/api/auth/sign-in/email', payload: {} },
    { url: '/api/v1/me' },
    { url: '/api/account/export' },
    { url: '/api/store/v1/purchases' },
    { url: '/api/payouts/statements/00000000-0000-0000-0000-000000000000/statement.csv' },
    { url: '/api/downloads/x?expires=1&signature=x' },
    { url: '/api/nothing' },
    { url: '/healthz' },
    { url: '/readyz' },
  ];
  let signedInCookie: string;
  beforeAll(async () => {
    signedInCookie = (await signedInUser(t.app, t.db, { email: `cache-${target}@example.com` }))
      .cookie;
  });

  it.each(privateRequests)(
    'answers $method $url no-store, signed in or not, answered or refused',
    async (request) => {
      for (const cookie of [undefined, signedInCookie]) {
        const { cacheControl } = await cacheControlOf(request, cookie);
        expect(cacheControl, cookie ? 'signed in' : 'anonymous').toMatch(/\bno-store\b/);
      }
    },
  );

  it('keeps the caching of the public classes', async () => {
    expect((await cacheControlOf({ url: '/assets/index-abc123.js' })).cacheControl).toBe(
      IMMUTABLE_CACHE,
    );
    expect((await cacheControlOf({ url: '/' })).cacheControl).toBe('no-cache');
    expect((await cacheControlOf({ url: '/dashboard' })).cacheControl).toBe('no-cache');
    expect((await cacheControlOf({ url: '/api/store/v1/apps' })).cacheControl).toMatch(
      /no-cache|must-revalidate|max-age=0/,
    );
    expect((await cacheControlOf({ url: '/api/store/v1/openapi.json' })).cacheControl).toBe(
      'public, max-age=3600',
    );
    expect((await cacheControlOf({ url: '/api/v1/openapi.json' })).cacheControl).toBe(
      'public, max-age=3600',
    );
  });

  it('answers a public route that says nothing (a missing file) no-store', async () => {
    const missing = await cacheControlOf({ url: '/assets/missing-123.js' });
    expect(missing.status).toBe(404);
    expect(missing.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
  });
});
