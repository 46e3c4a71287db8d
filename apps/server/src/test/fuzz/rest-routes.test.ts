import { describe, expect, it } from 'vitest';
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
        ]),
      );
      await fuzz.checkRoutes(restRoutes, developer.cookie);
    },
    runs(400_000),
  );
});
