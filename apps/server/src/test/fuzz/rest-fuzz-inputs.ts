import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import {
  extremeDate,
  extremeNumber,
  nastyJson,
  nastyString,
  textWithControls,
} from './nasty-values';

// Requests for every REST route the app registered (and every endpoint better-auth serves
// under its wildcard), with hostile paths, query strings, bodies and content types.

export type RestRoute = { method: string; url: string };

export type RestFuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The routes as Fastify was told of them; HEAD copies and GraphQL (fuzzed by operation) aside. */
export function restRoutesOf(routes: readonly RouteOptions[]): RestRoute[] {
  return routes.flatMap((route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    return methods
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .filter(() => !route.url.startsWith('/graphql'))
      .map((method) => ({ method, url: route.url }));
  });
}

/** better-auth's endpoints (each function of auth.api carries its path and methods). */
export function authEndpointsOf(api: object, basePath = '/api/auth'): RestRoute[] {
  return Object.values(api).flatMap(
    (endpoint: { path?: unknown; options?: { method?: unknown } }) => {
      if (typeof endpoint?.path !== 'string') return [];
      const methods = ([] as unknown[]).concat(endpoint.options?.method ?? 'GET');
      return methods
        .filter((method): method is string => method === 'GET' || method === 'POST')
        .map((method) => ({ method, url: `${basePath}${endpoint.path as string}` }));
    },
  );
}

/** Names the portal's bodies use, so shaped bodies get past "field missing" into the handlers. */
const FIELD_NAMES = [
  'fileName',
  'fileType',
  'fileSize',
  'assetType',
  'appId',
  's3Path',
  'name',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'image',
  'otp',
  'type',
  'token',
  'callbackURL',
  'provider',
  'rememberMe',
  'revokeOtherSessions',
  'newEmail',
  'id',
  'created',
  'data',
] as const;

const plausible = fc.oneof(
  fc.constantFrom(
    'screenshots',
    'web-icon',
    'binary',
    'image/png',
    'a.png',
    'temp-1',
    'email-verification',
  ),
  fc.constantFrom('fuzz@example.com', 'Analytical#1843', '123456', 'https://example.com/a.png'),
  fc.integer({ min: 0, max: 2_000_000 }),
);

const fieldValue = fc.oneof(
  { weight: 3, arbitrary: plausible },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: extremeNumber },
  { weight: 1, arbitrary: extremeDate },
  { weight: 1, arbitrary: nastyJson },
);

/** An object with the portal's field names holding plausible or hostile values. */
const shapedBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, {
  minKeys: 1,
  maxKeys: 8,
});

const badJson = fc.constantFrom(
  '{',
  '{"name":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  '',
  '{"__proto__":{"x":1}}',
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  '',
  '\u00ff/\u00ff',
);

/** A path segment: hostile, percent-encoded (NUL as %00 included) or raw. */
const hostileSegment = fc.oneof(
  // Through UTF-8 first: a lone surrogate becomes U+FFFD (encodeURIComponent throws on it).
  nastyString.map((text) => encodeURIComponent(Buffer.from(text.slice(0, 200)).toString())),
  fc.constantFrom('%00', '..%2F..', '%E0%A4%A', 'a.b', 'x', '%ff', 'public%2Fx'),
);

/** A hostile segment, or sometimes one naming a real row (an app's bundle identifier, an id). */
const segmentOf = (known: readonly string[]) =>
  known.length === 0
    ? hostileSegment
    : fc.oneof(
        { weight: 2, arbitrary: hostileSegment },
        { weight: 1, arbitrary: fc.constantFrom(...known) },
      );

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...FIELD_NAMES, 'expires', 'sig', 'callbackURL'),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(nastyString, textWithControls, fc.constantFrom('%00', '%zz')),
    ),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs
      .map(([key, value]) =>
        value.startsWith('%')
          ? `${encodeURIComponent(key)}=${value}`
          : new URLSearchParams({ [key]: value }).toString(),
      )
      .join('&'),
  );

/** Fills the route's parameters (`:id`, `*`) with hostile segments, or known ones. */
function pathOf(url: string, known: readonly string[]): fc.Arbitrary<string> {
  const parts = url.split('/');
  const segment = segmentOf(known);
  return fc
    .tuple(
      ...parts.map((part) => (part === '*' || part.startsWith(':') ? segment : fc.constant(part))),
    )
    .map((filled) => filled.join('/'));
}

/**
 * Requests for one route: its path with hostile parameters and query, a body that is bad JSON,
 * any JSON, or the portal's own fields with hostile values, under any content type, from the
 * portal's own origin, a foreign one or none; with `authorizations`, an Authorization header of
 * them (API tokens, working or not) or none, and `segments` sometimes fill the path.
 */
export function fuzzRequestsForRoute(
  route: RestRoute,
  options: {
    origin: string;
    cookies: readonly string[];
    authorizations?: readonly string[];
    segments?: readonly string[];
  },
): fc.Arbitrary<RestFuzzRequest> {
  const body = fc.oneof(
    { weight: 4, arbitrary: shapedBody.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: nastyJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: badJson },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  );
  return fc
    .record({
      path: pathOf(route.url, options.segments ?? []),
      query: queryString,
      body,
      contentType,
      origin: fc.constantFrom(options.origin, options.origin, 'https://evil.example', ''),
      cookie: fc.constantFrom('', ...options.cookies),
      authorization: fc.constantFrom('', ...(options.authorizations ?? [])),
    })
    .map(({ path, query, body: payload, contentType: type, origin, cookie, authorization }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...(type ? { 'content-type': type } : {}),
        ...(origin ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...(authorization ? { authorization } : {}),
      },
      ...(route.method === 'GET' ? {} : { payload }),
    }));
}
