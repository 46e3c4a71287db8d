import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { STORE_API_PREFIX } from '@vmu/domain';
import { TEST_PASSWORD, signedInUser, type SignedInUser } from '../test/developer-fixtures';
import { authPost } from '../test/auth-requests';
import { buildTestApp, testTargets } from '../test/harness';
import {
  copyPostgresTemplate,
  databaseUrl,
  dropPostgresDatabase,
  uniqueDatabaseName,
} from '../test/postgres-template';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { loadTestEnv } from '../test/test-env';
import { openDatabase, type DatabaseHandle } from './client';

// The server's PostgreSQL is reached through a proxy that stalls, cuts and restores the
// connection. The embedded database lives in the server's own process: it has no network to lose.
const adminUrl = loadTestEnv().TEST_DATABASE_URL;
// Each request meets the statement limit while the connection is stalled.
const OUTAGE_TEST_TIMEOUT_MS = 120_000;

describe.skipIf(!testTargets().includes('postgres') || !adminUrl)(
  'the database goes away and comes back [postgres]',
  () => {
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let user: SignedInUser;
    const name = uniqueDatabaseName('vmu_outage');

    beforeAll(async () => {
      await copyPostgresTemplate(adminUrl ?? '', inject('postgresTemplate') ?? '', name);
      const direct = new URL(databaseUrl(adminUrl ?? '', name));
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(direct);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      handle = await openDatabase({
        kind: 'postgres',
        url: proxied.toString(),
        // Shorter limits so the test does not wait out the defaults; the behaviour is the same.
        // Not much shorter: a loaded machine's statements must still fit in them.
        timeouts: { connectMs: 2_000, queryMs: 2_000, idleMs: 30_000 },
      });
      // Liveness fails with readiness at once here; the delay itself has a unit test.
      app = await buildTestApp(handle, { LIVENESS_FAILS_AFTER_MS: '0' });
      user = await signedInUser(app, handle.db, { email: 'ada@example.com' });
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await proxy?.close();
      if (adminUrl) await dropPostgresDatabase(adminUrl, name);
    });

    const viewer = () =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: { query: '{ viewer { id } }' },
      });
    const catalogue = () => app.inject({ method: 'GET', url: `${STORE_API_PREFIX}/apps` });
    const signIn = () =>
      authPost(app, '/sign-in/email', { email: user.email, password: TEST_PASSWORD });

    async function expectServing() {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const answer = await viewer();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ data: { viewer: { id: user.id } } });
      expect((await catalogue()).statusCode).toBe(200);
      expect((await signIn()).status).toBe(200);
    }

    async function expectUnavailable() {
      const graphql = await viewer();
      expect(graphql.statusCode).toBe(503);
      expect(graphql.headers['retry-after']).toBe('5');
      expect(graphql.json().errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });

      const rest = await catalogue();
      expect(rest.statusCode).toBe(503);
      expect(rest.headers['retry-after']).toBe('5');
      expect(rest.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('database') },
      });

      const auth = await signIn();
      expect(auth.status).toBe(503);
      expect(auth.headers['retry-after']).toBe('5');
      expect(auth.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      const liveness = await app.inject({ url: '/healthz' });
      expect(liveness.statusCode).toBe(503);
      expect(liveness.json()).toEqual({ status: 'failing' });
    }

    it(
      'answers 503 while the connection is stalled, and serves again once it flows',
      async () => {
        await expectServing();
        proxy.stall();
        await expectUnavailable();
        proxy.restore();
        await expectServing();
      },
      OUTAGE_TEST_TIMEOUT_MS,
    );

    it(
      'answers 503 while the connection is cut, and serves again once the database is back',
      async () => {
        await expectServing();
        proxy.cut();
        await expectUnavailable();
        proxy.restore();
        await expectServing();
      },
      OUTAGE_TEST_TIMEOUT_MS,
    );
  },
);
