import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { nextTurn } from '../platform/event-loop/next-turn';
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
  | { kind: 'postgres'; url: string };

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
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  return createHandle({
    pool,
    kind: 'postgres',
    location: redactUrl(target.url),
    close: () => pool.end(),
  });
}

function createHandle(parts: {
  pool: pg.Pool;
  kind: DatabaseHandle['kind'];
  location: string;
  close: () => Promise<void>;
}): DatabaseHandle {
  const { pool } = parts;
  // An idle client losing its connection must not crash the process; queries report it.
  pool.on('error', () => {});
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
      const before = await countAppliedMigrations(db);
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      const after = await countAppliedMigrations(db);
      return {
        applied: after - before,
        total: readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length,
      };
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
 * together do not keep a cheap request waiting behind all of them (issue 15). Only the pool's
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
