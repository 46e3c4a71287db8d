import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTargets, type TestDatabase } from '../../test/harness';
import { createJobQueue, JOB_SCHEMA, storedAsDefined } from './job-queue';

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
