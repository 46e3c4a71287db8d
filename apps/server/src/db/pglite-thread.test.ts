import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobQueue, type JobQueue } from '../platform/jobs/job-queue';
import { buildTestApp, createTestDatabase, makeTempDir, type TestDatabase } from '../test/harness';
import { openDatabase, type Database } from './client';
import { startPgliteThread } from './pglite-thread';
import { user } from './schema/accounts';

// The embedded database in its own thread (decision 0028), end to end: every integration suite
// runs on it, and these are the properties the thread is there for, or that it must keep.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const silentLog = { info() {}, warn() {}, error() {} };

async function countUsers(db: Database): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from "user"`))[0]!.n;
}

describe('the embedded database thread [pglite]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('answers /healthz while a slow query runs in the database thread', async () => {
    const app = await buildTestApp(database.handle);
    try {
      // Started first: its job queue queries the database as it starts.
      await app.ready();
      let slowQueryDone = false;
      // The thread sleeps half a second; the server's own thread stays free meanwhile.
      const slowQuery = database.handle
        .executeSql('select pg_sleep(0.5)')
        .then(() => (slowQueryDone = true));
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(slowQueryDone).toBe(false);
      await slowQuery;
      // Readiness waits for the database, then answers.
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers concurrent requests and queries each with its own result', async () => {
    const app = await buildTestApp(database.handle);
    try {
      const [ready, echoed] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/readyz' })),
        ),
        Promise.all(
          Array.from({ length: 50 }, (_, n) =>
            database.handle.executeSql('select $1::int as n', [n]),
          ),
        ),
      ]);
      expect(ready.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(echoed.map((result) => rowsOf<{ n: number }>(result)[0]?.n)).toEqual(
        Array.from({ length: 50 }, (_, n) => n),
      );
    } finally {
      await app.close();
    }
  });

  it('rolls a failed transaction back, and runs concurrent transactions one at a time', async () => {
    const { db } = database.handle;
    const before = await countUsers(db);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(user)
          .values({ id: 'rolled-back', name: 'Nobody', email: 'no@example.com' });
        expect(await countUsers(tx)).toBe(before + 1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countUsers(db)).toBe(before);

    // Each reads the count and writes the next id: interleaved, two would write the same one.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => {
          const n = await countUsers(tx);
          await tx
            .insert(user)
            .values({ id: `tx-${n}`, name: `User ${n}`, email: `${n}@example.com` });
        }),
      ),
    );
    expect(await countUsers(db)).toBe(before + 10);
    await database.reset();
  });

  it('delivers a job committed with a transaction, and never one whose transaction rolled back', async () => {
    const delivered: number[] = [];
    const jobs: JobQueue = createJobQueue({
      database: database.handle,
      definitions: [
        {
          name: 'thread-probe',
          handle: async (data: { n: number }) => {
            delivered.push(data.n);
          },
        },
      ],
      log: silentLog,
      pollingIntervalSeconds: 0.5,
    });
    await jobs.start();
    try {
      const { db } = database.handle;
      await expect(
        db.transaction(async (tx) => {
          await jobs.enqueue('thread-probe', { n: 1 }, { tx });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await db.transaction(async (tx) => {
        await jobs.enqueue('thread-probe', { n: 2 }, { tx });
      });
      // The queue's own worker polls and takes it; the rolled-back job was never recorded.
      await vi.waitFor(() => expect(delivered).toEqual([2]), { timeout: 10_000, interval: 50 });
    } finally {
      await jobs.stop();
      await database.reset();
    }
  });

  it('gives a new connection a clean session when the last one went away mid-transaction', async () => {
    const pool = (database.handle.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    await client.query('begin');
    await client.query('create table left_behind (n int)');
    // Released with an error, the connection is destroyed, as when a client fails.
    client.release(new Error('gone'));
    const result = await database.handle.executeSql(
      `select to_regclass('left_behind') is null as gone`,
    );
    expect(rowsOf<{ gone: boolean }>(result)[0]?.gone).toBe(true);
  });
});

describe('the embedded database thread on disk [pglite]', () => {
  it('keeps what was written after close, and opens it again', async () => {
    const dataDir = makeTempDir('pglite-thread');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(first.opened?.created).toBe(true);
    await first.executeSql('create table kept (n int); insert into kept values (42)');
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(second.opened?.created).toBe(false);
      expect(rowsOf<{ n: number }>(await second.executeSql('select n from kept'))).toEqual([
        { n: 42 },
      ]);
    } finally {
      await second.close();
    }
  });

  it('fails the query in flight and every later one when the thread dies, instead of hanging', async () => {
    const thread = await startPgliteThread({ dataDir: undefined });
    const pool = new pg.Pool({
      max: 1,
      stream: () => thread.connect(),
      user: 'postgres',
      database: 'postgres',
    });
    pool.on('error', () => {});
    try {
      expect(rowsOf<{ n: number }>(await pool.query('select 1 as n'))).toEqual([{ n: 1 }]);
      const inFlight = pool.query('select pg_sleep(5)');
      // Let the sleep reach the thread before it dies.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await thread.terminate();
      await expect(inFlight).rejects.toThrow();
      await expect(pool.query('select 1')).rejects.toThrow(/embedded database thread/);
      await expect(thread.dumpDataDir()).rejects.toThrow(/embedded database thread/);
    } finally {
      await pool.end();
      await thread.close();
    }
  });
});
