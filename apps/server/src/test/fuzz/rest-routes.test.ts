import { describe, expect, it } from 'vitest';
import { DEVELOPER_API_PREFIX, developerApiAuthorization } from '@vmu/domain';
import { application, applicationVersion } from '../../db/schema/apps';
import {
  createApiToken,
  revokeApiToken,
} from '../../modules/api-tokens/services/manage-api-tokens';
import { STRIPE_WEBHOOK_PATH } from '../../modules/payments/stripe-webhook-route';
import { runs, useFuzzApp } from './fuzz-app';
import { restRoutesOf } from './rest-fuzz-inputs';

describe('fuzz: malformed input is a client mistake, never a server fault', () => {
  const fuzz = useFuzzApp();

  // better-auth's endpoints under /api/auth/ have their own file (auth-endpoints.test.ts).
  it(
    'every REST route',
    async () => {
      const { developer } = await fuzz.seedWorld();
      const restRoutes = restRoutesOf(fuzz.routes).filter(
        (route) => !route.url.startsWith('/api/auth/'),
      );
      expect(restRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/uploads',
          'PUT /api/uploads/*',
          'POST /api/extract-metadata',
          'GET /files/public/*',
          `POST ${STRIPE_WEBHOOK_PATH}`,
          'GET /api/store/v1/apps',
          'GET /api/store/v1/apps/:bundleIdentifier',
          'POST /api/store/v1/apps/:bundleIdentifier/download',
          'GET /api/store/v1/openapi.json',
          'GET /api/v1/openapi.json',
          'GET /api/v1/me',
          'GET /api/v1/apps',
          'GET /api/v1/apps/:bundleIdentifier',
          'POST /api/v1/apps/:bundleIdentifier/versions',
          'GET /api/v1/apps/:bundleIdentifier/versions/:versionId',
          'PATCH /api/v1/apps/:bundleIdentifier/versions/:versionId',
          'POST /api/v1/apps/:bundleIdentifier/versions/:versionId/submit',
        ]),
      );
      const developerApi = (route: { url: string }) =>
        route.url.startsWith(`${DEVELOPER_API_PREFIX}/`);
      await fuzz.checkRoutes(
        restRoutes.filter((route) => !developerApi(route)),
        developer.cookie,
      );

      // The developer API with the developer's tokens (and broken ones), paths naming their apps
      // and versions at times. Fresh tokens per route: each stays under its rate limit, and they are revoked after it.
      const apps = await fuzz.db.select({ bundle: application.bundleIdentifier }).from(application);
      const versions = await fuzz.db.select({ id: applicationVersion.id }).from(applicationVersion);
      const segments = [...apps.map((app) => app.bundle), ...versions.map((version) => version.id)];
      for (const route of restRoutes.filter(developerApi)) {
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
