import type { RestRoute } from './rest-fuzz-inputs';

// How the fuzz sends malformed input to each route of the route table (better-auth's endpoints
// under /api/auth/ aside: auth-endpoints.test.ts lists them from better-auth itself). A route
// the app registers that is not here fails rest-routes.test.ts by name, so a new route is
// fuzzed from the day it is added; one here the app no longer registers fails it too.
//
// To classify a new route, add `'<METHOD> <url as registered>': '<inputs>'` below:
//   session        hostile paths, queries, bodies and content types, with a session cookie or
//                  none, from the portal's origin, a foreign one or none (the portal's own
//                  routes, the store's API, files, health, pages);
//   developer API  the same with the developer's API tokens (working ones of every scope,
//                  unknown and malformed ones) and path segments naming their apps and versions.

export type RouteInputs = 'session' | 'developer API';

export const REST_ROUTE_INPUTS: Record<string, RouteInputs> = {
  // Health
  'GET /healthz': 'session',
  'GET /readyz': 'session',
  // Uploads (the signed PUT too)
  'POST /api/uploads': 'session',
  'POST /api/extract-metadata': 'session',
  'PUT /api/uploads/*': 'session',
  // The store's catalogue API
  'GET /api/store/v1/openapi.json': 'session',
  'GET /api/store/v1/apps': 'session',
  'GET /api/store/v1/apps/:bundleIdentifier': 'session',
  'POST /api/store/v1/apps/:bundleIdentifier/download': 'session',
  'POST /api/store/v1/apps/:bundleIdentifier/purchase': 'session',
  'POST /api/store/v1/apps/:bundleIdentifier/opened': 'session',
  'GET /api/store/v1/purchases': 'session',
  // The developer API's document needs no token
  'GET /api/v1/openapi.json': 'session',
  // Payout statements, the account's data
  'GET /api/payouts/statements.csv': 'session',
  'GET /api/payouts/statements/:id/statement.csv': 'session',
  'GET /api/payouts/statements/:id/statement.pdf': 'session',
  'GET /api/account/export': 'session',
  // The Stripe webhook (signed events of any shape: whole-requests.test.ts)
  'POST /api/webhooks/stripe': 'session',
  // Stored files
  'GET /files/public/*': 'session',
  'GET /api/downloads/*': 'session',
  'GET /files/display/*': 'session',
  'GET /api/backup/database': 'session',
  // The developer API
  'GET /api/v1/me': 'developer API',
  'GET /api/v1/apps': 'developer API',
  'GET /api/v1/apps/:bundleIdentifier': 'developer API',
  'POST /api/v1/apps/:bundleIdentifier/versions': 'developer API',
  'GET /api/v1/apps/:bundleIdentifier/versions/:versionId': 'developer API',
  'PATCH /api/v1/apps/:bundleIdentifier/versions/:versionId': 'developer API',
  'POST /api/v1/apps/:bundleIdentifier/versions/:versionId/submit': 'developer API',
};

export const routeKey = (route: RestRoute) => `${route.method} ${route.url}`;

/** The routes of the table with no inputs named here, and the names here of no route. */
export function unclassifiedRoutes(routes: readonly RestRoute[]) {
  const registered = new Set(routes.map(routeKey));
  return {
    unclassified: [...registered].filter((key) => !(key in REST_ROUTE_INPUTS)),
    stale: Object.keys(REST_ROUTE_INPUTS).filter((key) => !registered.has(key)),
  };
}
