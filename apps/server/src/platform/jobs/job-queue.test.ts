import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTargets, type TestDatabase } from '../../test/harness';
import {
  createJobQueue,
  JOB_EXPIRY_SECONDS,
  JOB_SCHEMA,
  MAINTENANCE_INTERVAL_SECONDS,
  storedAsDefined,
} from './job-queue';

const silentLog = { info() {}, warn() {}, error() {} };

const defined = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 };

describe('storedAsDefined', () => {
  it('holds when every retry and expiry setting is as defined, and not when any differs', () => {
    expect(storedAsDefined({ ...defined }, defined)).toBe(true);
    expect(storedAsDefined({ ...defined, retryLimit: 3 }, defined)).toBe(false);
    expect(storedAsDefined({ ...defined, retryDelay: 1 }, defined)).toBe(false);
    expect(storedAsDefined({ ...defined, retryBackoff: false }, defined)).toBe(false);
    expect(storedAsDefined({ ...defined, expireInSeconds: 60 }, defined)).toBe(false);
  });
});

describe.each(testTargets())('the job queue keeps its queues as defined [%s]', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database.dispose();
  });

  type StoredQueue = { retryLimit: number; expireSeconds: number; updatedOn: Date };
  const storedQueue = async (name: string) => {
    const { rows } = await database.handle.executeSql(
      `select retry_limit as "retryLimit", expire_seconds as "expireSeconds",
         updated_on as "updatedOn" from ${JOB_SCHEMA}.queue where name = $1`,
      [name],
    );
    return rows[0] as StoredQueue | undefined;
  };
  /** One start and stop of a server's queue with this definition of the probe's queue. */
  const startAndStop = async (retryLimit: number, expireInSeconds: number) => {
    const jobs = createJobQueue({
      database: database.handle,
      definitions: [{ name: 'queue-probe', handle: async () => {}, retryLimit, expireInSeconds }],
      log: silentLog,
    });
    await jobs.start();
    await jobs.stop();
  };

  it('creates a new queue, leaves an unchanged one as it is, and updates a changed one', async () => {
    expect(await storedQueue('queue-probe')).toBeUndefined();
    await startAndStop(3, 600);
    const created = await storedQueue('queue-probe');
    expect(created).toMatchObject({ retryLimit: 3, expireSeconds: 600 });

    // A restart with the same definition writes nothing.
    await startAndStop(3, 600);
    expect(await storedQueue('queue-probe')).toEqual(created);

    // A release that changes the definition: its first start updates the stored queue.
    await startAndStop(4, 600);
    const updated = await storedQueue('queue-probe');
    expect(updated).toMatchObject({ retryLimit: 4, expireSeconds: 600 });
    expect(updated!.updatedOn.getTime()).toBeGreaterThan(created!.updatedOn.getTime());
    await startAndStop(4, 120);
    expect(await storedQueue('queue-probe')).toMatchObject({ retryLimit: 4, expireSeconds: 120 });
  });
});

describe.each(testTargets())('the job queue keeps pace [%s]', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('runs a queue as many at a time as it allows, and fetches again at once while jobs wait', async () => {
    const total = 25;
    const concurrency = 5;
    let running = 0;
    let handled = 0;
    let mostAtOnce = 0;
    let releaseBatch: () => void = () => {};
    let batchFull = new Promise<void>((resolve) => (releaseBatch = resolve));
    let allHandled: () => void = () => {};
    const done = new Promise<void>((resolve) => (allHandled = resolve));
    const jobs = createJobQueue({
      database: database.handle,
      // A polling interval no test waits for: only fetching again at once finishes the run.
      pollingIntervalSeconds: 600,
      definitions: [
        {
          name: 'pace-probe',
          concurrency,
          handle: async () => {
            running += 1;
            mostAtOnce = Math.max(mostAtOnce, running);
            // Each batch waits until all its jobs run side by side.
            if (running === concurrency) releaseBatch();
            await batchFull;
            running -= 1;
            handled += 1;
            if (running === 0) batchFull = new Promise((resolve) => (releaseBatch = resolve));
            if (handled === total) allHandled();
          },
        },
      ],
      log: silentLog,
    });
    await jobs.start();
    // All but one are committed together, unseen by the idle worker; the last wakes it.
    await database.handle.db.transaction(async (tx) => {
      for (let n = 1; n < total; n += 1) await jobs.enqueue('pace-probe', { n }, { tx });
    });
    await jobs.enqueue('pace-probe', { n: total });
    await done;
    await jobs.stop();
    expect(mostAtOnce).toBe(concurrency);
  });

  it('hands a job whose server died to another server once it expires', async () => {
    const name = 'dead-server-probe';
    // The first server takes the job and dies with it (a kill -9: no shutdown fails its work
    // in progress), so the job is left active, never completed.
    const killed = new PgBoss({
      db: { executeSql: (text, values) => database.handle.executeSql(text, values) },
      schema: JOB_SCHEMA,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    await killed.start();
    await killed.createQueue(name, { name, expireInSeconds: 1, retryDelay: 1, retryLimit: 3 });
    await killed.send(name, {});
    expect(await killed.fetch(name)).toHaveLength(1);

    let tookOver: () => void = () => {};
    const taken = new Promise<void>((resolve) => (tookOver = resolve));
    const other = createJobQueue({
      database: database.handle,
      definitions: [
        {
          name,
          handle: async () => tookOver(),
          expireInSeconds: 1,
          retryDelaySeconds: 1,
          retryLimit: 3,
        },
      ],
      log: silentLog,
      maintenanceIntervalSeconds: 1,
    });
    await other.start();
    await taken;
    await other.stop();
    await killed.stop({ graceful: false, close: false });
    const { rows } = await database.handle.executeSql(
      `select retry_count as "retries" from ${JOB_SCHEMA}.job where name = $1`,
      [name],
    );
    // One job, run again by the other server after its expiry (its completion may still be on
    // its way: pg-boss completes a job after the handler returns).
    expect(rows).toEqual([{ retries: 1 }]);
  });

  it('expires a job taken by a server that died after about a minute by default', async () => {
    expect(JOB_EXPIRY_SECONDS + MAINTENANCE_INTERVAL_SECONDS).toBeLessThanOrEqual(60);
    const jobs = createJobQueue({
      database: database.handle,
      definitions: [{ name: 'default-expiry-probe', handle: async () => {} }],
      log: silentLog,
    });
    await jobs.start();
    await jobs.stop();
    const { rows } = await database.handle.executeSql(
      `select expire_seconds as "expireSeconds" from ${JOB_SCHEMA}.queue where name = $1`,
      ['default-expiry-probe'],
    );
    expect(rows).toEqual([{ expireSeconds: JOB_EXPIRY_SECONDS }]);
  });
});
