import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { parseEnv, type Env } from '../env';
import { loadTestEnv } from './test-env';
import { JOB_SCHEMA } from '../platform/jobs/job-queue';
import { openMigratedPglite } from './pglite-template';
import {
  copyPostgresTemplate,
  databaseUrl,
  dropPostgresDatabase,
  uniqueDatabaseName,
} from './postgres-template';

export type TestTarget = 'pglite' | 'postgres';

const testEnvInput = loadTestEnv();

/**
 * Integration suites run on embedded PGlite always and on PostgreSQL when TEST_DATABASE_URL
 * is set. CI sets REQUIRE_POSTGRES=1 so a missing URL fails instead of silently skipping.
 */
export function testTargets(): TestTarget[] {
  if (testEnvInput.REQUIRE_POSTGRES && !testEnvInput.TEST_DATABASE_URL) {
    throw new Error(
      'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL suites cannot run.',
    );
  }
  return testEnvInput.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = {
  handle: DatabaseHandle;
  /** Empties every application table, keeping the migrated schema. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
};

/**
 * A freshly migrated database of the suite's own: in-memory PGlite loaded from the migrated
 * template, or a PostgreSQL copy of the run's migrated template, dropped afterwards.
 */
export async function createTestDatabase(target: TestTarget): Promise<TestDatabase> {
  if (target === 'pglite') {
    const handle = await openMigratedPglite();
    return { handle, reset: () => truncateAll(handle), dispose: () => handle.close() };
  }

  const adminUrl = testEnvInput.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplate');
  if (!template) throw new Error('no migrated PostgreSQL template: global-setup.ts did not run');
  const name = uniqueDatabaseName('vmu_test');
  await copyPostgresTemplate(adminUrl, template, name);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  return {
    handle,
    reset: () => truncateAll(handle),
    async dispose() {
      await handle.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}

/**
 * Empties the tables the test wrote to. TRUNCATE gives every table it names, and each of its
 * indexes, new files (written through on PostgreSQL): naming all of them after every test took
 * about 260 ms on PostgreSQL and 56 ms of CPU on PGlite (decision 0026). The tables that hold a
 * row are found first, in one query, and only they are truncated (80 ms and 35 ms); CASCADE
 * still empties whatever refers to them. Every table is empty afterwards either way.
 */
async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const tables = [
    ...(result as unknown as { rows: { tablename: string }[] }).rows.map(
      (row) => `"${row.tablename}"`,
    ),
    // The job queue's jobs too (its queues and schedules stay, as the apps created them).
    `${JOB_SCHEMA}.job`,
    `${JOB_SCHEMA}.archive`,
  ];
  const filled = await handle.db.execute(
    sql.raw(
      tables
        .map((table) => `select '${table}' as name where exists (select 1 from ${table})`)
        .join(' union all '),
    ),
  );
  const names = (filled as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  if (names.length > 0) await handle.db.execute(sql.raw(`truncate ${names.join(', ')} cascade`));
}

export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `vmu-${prefix}-`));
}

/** A minimal web build like Vite's: index.html plus hashed assets. */
export function writeFakeWebDist(): string {
  const dir = makeTempDir('web-dist');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export function testEnv(overrides: Record<string, string> = {}): Env {
  const result = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: makeTempDir('data'),
    WEB_DIST_DIR: makeTempDir('no-web-dist'),
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...overrides,
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.env;
}

export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  deps: Pick<AppDeps, 'runJobs'> = {},
): Promise<FastifyInstance> {
  const env = testEnv(logStream ? { LOG_LEVEL: 'info', ...overrides } : overrides);
  return buildApp(env, {
    ...deps,
    database,
    authSecret: env.AUTH_SECRET ?? '',
    ...(logStream ? { logStream: logStream as never } : {}),
  });
}

/** Signs up through better-auth's HTTP route and returns the session cookie header. */
export async function signUp(
  app: FastifyInstance,
  user: { name: string; email: string; password: string },
): Promise<{ status: number; cookie: string; body: unknown }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
    payload: user,
  });
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return {
    status: response.statusCode,
    cookie: cookies.map((c) => c.split(';')[0]).join('; '),
    body: response.json(),
  };
}

export async function graphqlRequest(
  app: FastifyInstance,
  query: string,
  cookie?: string,
): Promise<{
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query },
  });
  return { status: response.statusCode, body: response.json() };
}
