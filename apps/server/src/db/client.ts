import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { nextTurn } from '../platform/event-loop/next-turn';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './database-timeouts';
import { startPgliteThread, type PgliteOpenTimes } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback: a Database bound to the transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// From src/db/client.ts this is src/db/migrations; the build copies the folder next to
// dist/server.js, so the same expression finds it there.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, safe to log (no password). */
  location: string;
  migrate(): Promise<{ applied: number; total: number }>;
  /**
   * Raw SQL on the database's own driver: numbered parameters ($1 ...), or several statements
   * when there are none (the job queue's pg-boss talks to the database through this).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Rejects when the database does not answer `select 1` in time. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  /** PGlite only: what opening took (for the start-up log). */
  opened?: PgliteOpenTimes;
};

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A dumpDataDir() tarball to start from: loading one skips initdb (tests' migrated template). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** DATABASE_*_TIMEOUT_MS (env.ts); the defaults when not given (tests, scripts). */
      timeouts?: DatabaseTimeouts;
    };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // PGlite runs in a thread of its own (decision 0028) and is reached the way PostgreSQL is,
    // through node-postgres speaking the wire protocol: the same driver, migrator, transactions
    // and job queue on both databases.
    const thread = await startPgliteThread({
      dataDir: target.dataDir,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    // One connection: PGlite has one session, so there is one writer, and a transaction holds
    // the database until it ends, as PGlite's own transaction lock did. An idle connection is
    // kept, not closed and reopened.
    const pool = new pg.Pool({
      max: 1,
      idleTimeoutMillis: 0,
      stream: () => thread.connect(),
      user: 'postgres',
      database: 'postgres',
      ssl: false,
    });
    return {
      ...createHandle({
        pool,
        kind: 'pglite',
        location: target.dataDir ?? 'memory',
        async close() {
          await pool.end();
          await thread.close();
        },
      }),
      dumpDataDir: () => thread.dumpDataDir(),
      opened: thread.opened,
    };
  }
  const timeouts = target.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool = new pg.Pool(postgresPoolOptions(target.url, timeouts));
  dropConnectionsThatStopAnswering(pool);
  return createHandle({
    pool,
    kind: 'postgres',
    location: redactUrl(target.url),
    close: () => pool.end(),
    // A migration (an index built on a large table) may take longer than any request's
    // statement may: it runs on a connection of its own, without the statement limit.
    migrationPool: () =>
      new pg.Pool({
        connectionString: target.url,
        max: 1,
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      }),
  });
}

/** How much longer than PostgreSQL's own statement limit the client waits for an answer. */
const ANSWER_GRACE_MS = 2_000;

/**
 * The PostgreSQL pool's limits (decision 0055): a connection that cannot be opened, a
 * statement that runs too long and an answer that never comes each end in an error the
 * request answers 503 with, and the connection is dropped rather than handed out again.
 */
export function postgresPoolOptions(url: string, timeouts: DatabaseTimeouts): pg.PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    // The operating system notices a peer that went away without closing the connection.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // The server cancels a statement that runs too long, keeping the connection usable...
    statement_timeout: timeouts.queryMs,
    // ...and ends a transaction its client stopped talking in, releasing its locks.
    idle_in_transaction_session_timeout: timeouts.queryMs * 2,
    // The client gives up on an answer that does not arrive (a stalled network), a little
    // after the server would have cancelled the statement.
    query_timeout: timeouts.queryMs + ANSWER_GRACE_MS,
  };
}

/**
 * node-postgres reports a missing answer (query_timeout) but keeps the connection, whose
 * next query would wait behind the lost one: the pool would hand out a stalled connection
 * for ever. Such a connection is destroyed, so the pool drops it and opens a new one.
 */
function dropConnectionsThatStopAnswering(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const destroy = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') {
        (
          client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      }
    };
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          if (error) destroy(error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch(destroy);
      return result;
    }) as typeof client.query;
  });
}

function createHandle(parts: {
  pool: pg.Pool;
  kind: DatabaseHandle['kind'];
  location: string;
  close: () => Promise<void>;
  /** A pool of its own for migrations (PostgreSQL); the handle's pool otherwise. */
  migrationPool?: () => pg.Pool;
}): DatabaseHandle {
  const { pool } = parts;
  // A client losing its connection, idle or held by a request (the embedded database's thread
  // ending, PostgreSQL going away), must not crash the process: its queries report it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  answerInTurnsOfTheirOwn(pool);
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: parts.kind,
    location: parts.location,
    // Without values node-postgres sends a simple query, which may hold several statements.
    executeSql: (text, values) => pool.query(text, values),
    async migrate() {
      const ownPool = parts.migrationPool?.();
      const migrationDb = ownPool ? drizzlePg({ client: ownPool, schema }) : db;
      try {
        const before = await countAppliedMigrations(migrationDb);
        await migratePg(migrationDb, { migrationsFolder: MIGRATIONS_DIR });
        const after = await countAppliedMigrations(migrationDb);
        return {
          applied: after - before,
          total: readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length,
        };
      } finally {
        await ownPool?.end();
      }
    },
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error('database is closed');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`database did not answer in ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await parts.close();
    },
  };
}

/**
 * What waits on a query's rows (mapping them, resolving a GraphQL page, serialising it) runs in
 * a pass of the event loop of its own (platform/event-loop/next-turn.ts), so answers arriving
 * together do not keep a cheap request waiting behind all of them (decision 0032). Only the pool's
 * own queries: their connection is back in the pool before they resolve, so the wait holds no
 * connection; a transaction's queries run on a client it holds and are left as they are.
 */
function answerInTurnsOfTheirOwn(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise
      ? result.then(async (answer: unknown) => {
          await nextTurn();
          return answer;
        })
      : result;
  }) as typeof pool.query;
}

async function countAppliedMigrations(db: Database): Promise<number> {
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return 0;
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

// node-postgres returns { rows }; drizzle's shared type does not say so.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparseable URL)';
  }
}
