import { describe, expect, it } from 'vitest';
import { signedInUser } from '../developer-fixtures';
import { runs, useFuzzApp } from './fuzz-app';
import { authEndpointsOf } from './rest-fuzz-inputs';

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
      await fuzz.checkRoutes(endpoints, authUser.cookie);
    },
    runs(400_000),
  );
});
