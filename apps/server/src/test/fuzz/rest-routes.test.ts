import { describe, expect, it } from 'vitest';
import { developerApiAuthorization } from '@vmu/domain';
import { application, applicationVersion } from '../../db/schema/apps';
import {
  createApiToken,
  revokeApiToken,
} from '../../modules/api-tokens/services/manage-api-tokens';
import { runs, useFuzzApp } from './fuzz-app';
import { restRoutesOf, type RestRoute } from './rest-fuzz-inputs';
import { REST_ROUTE_INPUTS, routeKey, unclassifiedRoutes } from './rest-route-inputs';

describe('fuzz: malformed input is a client mistake, never a server fault', () => {
  const fuzz = useFuzzApp();

  // better-auth's endpoints under /api/auth/ have their own file (auth-endpoints.test.ts).
  const restRoutes = () =>
    restRoutesOf(fuzz.routes).filter((route) => !route.url.startsWith('/api/auth/'));

  it('has inputs for every route of the route table, and for no route it lacks', () => {
    const { unclassified, stale } = unclassifiedRoutes(restRoutes());
    expect(
      unclassified,
      'routes with no fuzz inputs: classify them in test/fuzz/rest-route-inputs.ts',
    ).toEqual([]);
    expect(stale, 'routes in test/fuzz/rest-route-inputs.ts the app no longer has').toEqual([]);
  });

  it(
    'every REST route',
    async () => {
      const { developer } = await fuzz.seedWorld();
      const inputsOf = (route: RestRoute) => REST_ROUTE_INPUTS[routeKey(route)];
      const routes = restRoutes().filter((route) => inputsOf(route) !== undefined);
      await fuzz.checkRoutes(
        routes.filter((route) => inputsOf(route) === 'session'),
        developer.cookie,
      );

      // The developer API with the developer's tokens (and broken ones), paths naming their apps
      // and versions at times. Fresh tokens per route: each stays under its rate limit, and they are revoked after it.
      const apps = await fuzz.db.select({ bundle: application.bundleIdentifier }).from(application);
      const versions = await fuzz.db.select({ id: applicationVersion.id }).from(applicationVersion);
      const segments = [...apps.map((app) => app.bundle), ...versions.map((version) => version.id)];
      for (const route of routes.filter((each) => inputsOf(each) === 'developer API')) {
        const tokens = await Promise.all(
          [1, 2, 3, 4].map((n) =>
            createApiToken(fuzz.db, developer.id, {
              name: `${route.method} ${route.url} ${n}`,
              scopes: n === 4 ? ['READ_APPS'] : ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'],
              lifetime: 'DAYS_30',
            }),
          ),
        );
        await fuzz.checkRoutes([route], developer.cookie, {
          authorizations: [
            ...tokens.map(({ secret }) => developerApiAuthorization(secret)),
            developerApiAuthorization(`vmu_${'A'.repeat(43)}`),
            'Bearer vmu_x',
            'Basic Zm9vOmJhcg==',
          ],
          segments,
        });
        // Working tokens are limited per developer: the next route's replace these.
        for (const { token } of tokens) await revokeApiToken(fuzz.db, developer.id, token.id);
      }
    },
    runs(400_000),
  );
});
