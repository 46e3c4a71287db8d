import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../developer-fixtures';
import { TEST_PUBLIC_URL } from '../harness';
import { RUNS_PER_ROUTE, runs, useFuzzApp } from './fuzz-app';
import { authEndpointsOf, fuzzRequestsForRoute } from './rest-fuzz-inputs';

describe('fuzz: malformed input is a client mistake, never a server fault', () => {
  const fuzz = useFuzzApp();

  it(
    'every better-auth endpoint',
    async () => {
      await fuzz.seedWorld();
      // A user of its own: the auth endpoints may sign it out, change or delete it.
      const authUser = await signedInUser(fuzz.app, fuzz.db, { email: 'fuzz-auth@example.com' });
      const endpoints = authEndpointsOf(fuzz.app.auth.api);
      expect(endpoints.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/auth/sign-up/email',
          'POST /api/auth/sign-in/email',
          'POST /api/auth/update-user',
          'POST /api/auth/email-otp/verify-email',
        ]),
      );
      for (const route of endpoints) {
        await fuzz.check(
          fc.asyncProperty(
            fuzzRequestsForRoute(route, { origin: TEST_PUBLIC_URL, cookies: [authUser.cookie] }),
            fuzz.send,
          ) as never,
          RUNS_PER_ROUTE,
        );
      }
    },
    runs(400_000),
  );
});
