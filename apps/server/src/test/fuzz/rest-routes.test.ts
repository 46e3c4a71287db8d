import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../modules/payments/stripe-webhook-route';
import { TEST_PUBLIC_URL } from '../harness';
import { RUNS_PER_ROUTE, runs, useFuzzApp } from './fuzz-app';
import { fuzzRequestsForRoute, restRoutesOf } from './rest-fuzz-inputs';

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
        ]),
      );
      for (const route of restRoutes) {
        await fuzz.check(
          fc.asyncProperty(
            fuzzRequestsForRoute(route, { origin: TEST_PUBLIC_URL, cookies: [developer.cookie] }),
            fuzz.send,
          ) as never,
          RUNS_PER_ROUTE,
        );
      }
    },
    runs(400_000),
  );
});
