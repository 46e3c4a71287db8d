import { describe, expect, it } from 'vitest';
import { verifiedDeveloper } from '../test/app-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../test/harness';
import { requestUpload } from '../test/upload-requests';
import { useTestApp } from '../test/use-test-app';
import { trustedOrigins } from './trusted-origins';

describe('trustedOrigins', () => {
  it('is PUBLIC_URL’s origin alone outside development', () => {
    for (const nodeEnv of ['test', 'production'] as const) {
      expect(trustedOrigins({ publicUrl: 'http://localhost:3000/', nodeEnv })).toEqual([
        'http://localhost:3000',
      ]);
    }
  });

  it('adds the loopback aliases of PUBLIC_URL and of the Vite dev server in development', () => {
    expect(trustedOrigins({ publicUrl: 'http://127.0.0.1:3000', nodeEnv: 'development' })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
    // A real host has no aliases: only the dev server's are added.
    expect(
      trustedOrigins({ publicUrl: 'https://portal.example.com', nodeEnv: 'development' }),
    ).not.toContain('http://localhost:3000');
  });
});

const SIGN_UP = { name: 'Ada Lovelace', password: 'Analytical#1843' };
const INVALID_ORIGIN = {
  code: 'INVALID_ORIGIN',
  message: `Invalid origin: this request came from a page that is not the portal's. Open ${TEST_PUBLIC_URL} and try again.`,
};

const iconUpload = () => ({
  fileName: 'a.png',
  fileType: 'image/png',
  fileSize: 10,
  assetType: 'web-icon',
  appId: `temp-${Date.now()}`,
});

// Origins and introspection (decisions 0017 and 0018).
describe.each(testTargets())('origins and introspection [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  const graphql = (
    app: Awaited<ReturnType<typeof t.appWith>>,
    origin: string | undefined,
    query: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      payload: { query },
    });
  const signUpFrom = (app: Awaited<ReturnType<typeof t.appWith>>, origin: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, 'content-type': 'application/json' },
      payload: { ...SIGN_UP, email },
    });

  it('/graphql refuses a POST from another site’s page with a stable code; its own and none pass', async () => {
    const app = await t.appWith({ NODE_ENV: 'production' });
    const foreign = await graphql(
      app,
      'https://evil.example',
      'mutation { deleteApplication(appId: "x") { appId } }',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      data: null,
      errors: [{ message: INVALID_ORIGIN.message, extensions: { code: 'INVALID_ORIGIN' } }],
    });
    expect((await graphql(app, TEST_PUBLIC_URL, '{ viewer { id } }')).statusCode).toBe(200);
    // Server-to-server calls and same-origin requests of old browsers send no Origin.
    expect((await graphql(app, undefined, '{ viewer { id } }')).statusCode).toBe(200);
  });

  it('production turns introspection off; other modes keep it', async () => {
    const production = await t.appWith({ NODE_ENV: 'production' });
    const refused = await graphql(production, undefined, '{ __schema { types { name } } }');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/introspection/i);
    const testMode = await t.appWith();
    expect((await graphql(testMode, undefined, '{ __schema { types { name } } }')).statusCode).toBe(
      200,
    );
  });

  it('in development the loopback aliases of PUBLIC_URL are trusted by sign-up, uploads and /graphql', async () => {
    const app = await t.appWith({ NODE_ENV: 'development' });
    const alias = 'http://127.0.0.1:3000';
    // better-auth's own check (it skips it under test runners) is told the same origins.
    expect((await app.auth.$context).trustedOrigins).toEqual(
      expect.arrayContaining([alias, 'http://[::1]:3000', 'http://localhost:5173']),
    );
    const signed = await signUpFrom(app, alias, `alias-${target}@example.com`);
    expect(signed.statusCode).toBe(200);
    expect(
      (await signUpFrom(app, 'http://[::1]:3000', `v6-${target}@example.com`)).statusCode,
    ).toBe(200);
    expect((await graphql(app, alias, '{ viewer { id } }')).statusCode).toBe(200);
    expect((await graphql(app, 'http://127.0.0.1:5173', '{ viewer { id } }')).statusCode).toBe(200);
    // Another port is another site, even on loopback.
    expect((await graphql(app, 'http://127.0.0.1:4000', '{ viewer { id } }')).statusCode).toBe(403);

    const dev = await verifiedDeveloper(app, t.db, { email: `dev-${target}@example.com` });
    const upload = await requestUpload(app, dev.cookie, iconUpload(), alias);
    expect(upload.status).toBe(200);
  });

  it('outside development an alias is refused, with a code and a message the screen can show', async () => {
    const app = await t.appWith();
    const refused = await signUpFrom(app, 'http://127.0.0.1:3000', `alias-${target}@example.com`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(INVALID_ORIGIN);

    const dev = await verifiedDeveloper(app, t.db, { email: `dev-${target}@example.com` });
    const upload = await requestUpload(app, dev.cookie, iconUpload(), 'http://127.0.0.1:3000');
    expect(upload).toEqual({
      status: 403,
      body: { error: INVALID_ORIGIN.message, code: 'INVALID_ORIGIN' },
    });
    // The same request from the portal's own page passes.
    const own = await requestUpload(app, dev.cookie, iconUpload());
    expect(own.status).toBe(200);
  });
});
