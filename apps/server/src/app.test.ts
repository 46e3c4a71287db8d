import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { graphqlRequest, signUp, testTargets, writeFakeWebDist } from './test/harness';
import { useTestApp } from './test/use-test-app';

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Analytical#1843' };

describe.each(testTargets())('server over HTTP [%s]', (target) => {
  const t = useTestApp(target, {
    sharedApp: false,
    env: () => ({ WEB_DIST_DIR: writeFakeWebDist() }),
  });

  describe('health', () => {
    it('GET /healthz says ok', async () => {
      const app = await t.appWith();
      const response = await app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('GET /readyz says ready when the database answers', async () => {
      const app = await t.appWith();
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    });
  });

  describe('request ids', () => {
    it('echoes a sane incoming x-request-id and replaces an unsafe one', async () => {
      const app = await t.appWith();
      const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123.X' } });
      expect(kept.headers['x-request-id']).toBe('abc-123.X');
      const replaced = await app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'bad id\nwith "injection"' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('security headers', () => {
    it('sends a CSP without inline scripts, frame-ancestors none and no HSTS outside production', async () => {
      const app = await t.appWith();
      const response = await app.inject({ url: '/healthz' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toMatch(/style-src 'self' 'sha256-[^;]+' 'sha256-[^;]+';/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('adds HSTS in production', async () => {
      const app = await t.appWith({ NODE_ENV: 'production' });
      const response = await app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    });

    it('serves no GraphiQL outside development', async () => {
      const app = await t.appWith();
      const response = await app.inject({ url: '/graphiql', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
    });

    it('serves GraphiQL in development with a relaxed CSP on its route only', async () => {
      const app = await t.appWith({ NODE_ENV: 'development' });
      const graphiql = await app.inject({ url: '/graphiql', headers: { accept: 'text/html' } });
      expect(graphiql.statusCode).toBe(200);
      expect(String(graphiql.headers['content-security-policy'])).toContain('https://unpkg.com');
      const other = await app.inject({ url: '/healthz' });
      expect(String(other.headers['content-security-policy'])).not.toContain('unpkg');
    });
  });

  describe('web app', () => {
    it('caches hashed assets forever and revalidates index.html', async () => {
      const app = await t.appWith();
      const asset = await app.inject({ url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const index = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.body).toContain('<div id="root">');
      const favicon = await app.inject({ url: '/favicon.svg' });
      expect(favicon.headers['cache-control']).toBe('no-cache');
    });

    it('answers browser navigations to client routes with index.html', async () => {
      const app = await t.appWith();
      const response = await app.inject({
        url: '/settings/cookies?x=1',
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      const deepLink = await app.inject({ url: '/docs', headers: { accept: '*/*' } });
      expect(deepLink.statusCode).toBe(200);
      expect(deepLink.headers['content-type']).toContain('text/html');
    });

    it('gives JSON 404s for unknown API paths and missing assets, even to browsers', async () => {
      const app = await t.appWith();
      for (const url of ['/api/unknown', '/api/auth-nothing']) {
        const response = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: `Route GET ${url} not found` },
        });
      }
      const asset = await app.inject({
        url: '/assets/missing-123.js',
        headers: { accept: 'text/html' },
      });
      expect(asset.statusCode).toBe(404);
      expect(asset.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    });

    it('starts without a web build and warns clearly', async () => {
      const stream = new PassThrough();
      const lines: string[] = [];
      stream.on('data', (chunk: Buffer) =>
        lines.push(...chunk.toString().split('\n').filter(Boolean)),
      );
      const app = await t.appWith({ WEB_DIST_DIR: '/nonexistent/web/dist' }, stream);
      const warning = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => l.level === 40);
      expect(warning?.msg).toContain(
        'No web app build found (/nonexistent/web/dist/index.html is missing)',
      );
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('npm run build');
    });
  });

  describe('errors', () => {
    it('masks unexpected errors and keeps expected ones', async () => {
      const stream = new PassThrough();
      const lines: string[] = [];
      stream.on('data', (chunk: Buffer) =>
        lines.push(...chunk.toString().split('\n').filter(Boolean)),
      );
      const app = await t.appWith({}, stream);
      app.get('/api/test/boom', async () => {
        throw new Error('password=hunter2 at /srv/db.ts:1');
      });
      const boom = await app.inject({ url: '/api/test/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({
        error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
      });
      expect(boom.body).not.toContain('hunter2');
      expect(lines.some((l) => l.includes('hunter2') && l.includes('"level":50'))).toBe(true);

      const malformed = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: { code: 'FST_ERR_CTP_INVALID_JSON_BODY' } });
    });
  });

  describe('GraphQL and sessions', () => {
    it('returns viewer null while signed out', async () => {
      const app = await t.appWith();
      const { status, body } = await graphqlRequest(app, '{ viewer { id email name role } }');
      expect(status).toBe(200);
      expect(body).toEqual({ data: { viewer: null } });
    });

    it('returns the signed-up user as viewer with the session cookie', async () => {
      const app = await t.appWith();
      const signup = await signUp(app, ADA);
      expect(signup.status).toBe(200);
      expect(signup.cookie).toContain('session_token=');

      const { body } = await graphqlRequest(
        app,
        '{ viewer { id email name role emailVerified } }',
        signup.cookie,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({
        viewer: {
          id: expect.any(String),
          email: ADA.email,
          name: ADA.name,
          role: 'DEVELOPER',
          emailVerified: false,
        },
      });
    });

    it('ignores a role sent at sign-up', async () => {
      const app = await t.appWith();
      const signup = await signUp(app, { ...ADA, role: 'admin' } as typeof ADA);
      const { body } = await graphqlRequest(app, '{ viewer { role } }', signup.cookie);
      expect(body.data).toEqual({ viewer: { role: 'DEVELOPER' } });
    });

    it("enforces the sign-up form's rules on the server", async () => {
      const app = await t.appWith();
      const weak = await signUp(app, { ...ADA, password: 'alllowercase1' });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({
        message:
          'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      });
      const short = await signUp(app, { ...ADA, name: 'A' });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ message: 'Name must be at least 2 characters' });
      const { body } = await graphqlRequest(app, '{ viewer { id } }', weak.cookie || undefined);
      expect(body.data).toEqual({ viewer: null });
    });

    it('rejects queries deeper than the limit with a clear error', async () => {
      const app = await t.appWith();
      const depthQuery = `{ viewer { id } a: __type(name: "Viewer") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
      const { status, body } = await graphqlRequest(app, depthQuery);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/Query depth limit of 8 exceeded/);
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('rejects more aliases than the limit with a clear error', async () => {
      const app = await t.appWith();
      const query = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
      const { status, body } = await graphqlRequest(app, query);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded, found 16/);
      const fifteen = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
      expect((await graphqlRequest(app, fifteen)).body.errors).toBeUndefined();
    });

    it('refuses a simple cross-site request (CSRF prevention)', async () => {
      const app = await t.appWith();
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'text/plain' },
        payload: '{"query":"{ viewer { id } }"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ extensions: { code: 'MER_ERR_GQL_CSRF_PREVENTION' } }],
      });
    });
  });

  // Last: it closes the shared database.
  describe('readiness after the database is gone', () => {
    it('GET /readyz answers 503 unavailable', async () => {
      const app = await t.appWith();
      // The database goes away under a running server (its job queue started with it).
      await app.ready();
      await t.database.handle.close();
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
      t.database.reset = async () => {};
    });
  });
});
