import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';

/** The schema migration 0009 installs pg-boss into. */
export const JOB_SCHEMA = 'pgboss';

export type JobLog = {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
};

export type JobDefinition<Data extends object> = {
  name: string;
  /** Runs one job; a throw fails the attempt and pg-boss retries it with backoff. */
  handle(data: Data): Promise<void>;
  /** Attempts after the first (default 10: with exponential backoff from 5 s, about 1.5 h). */
  retryLimit?: number;
  /** Seconds before the first retry; doubles with each attempt. */
  retryDelaySeconds?: number;
  /**
   * A job running this long is taken for dead (its process crashed) and tried again (default
   * JOB_EXPIRY_SECONDS); a job that may rightly run longer says so.
   */
  expireInSeconds?: number;
  /**
   * Jobs of this queue one server runs at once (default 1). While it finds a full batch the worker
   * fetches again at once instead of after the polling interval.
   */
  concurrency?: number;
  /** A cron expression (UTC) for periodic work; such a job runs once per tick across all servers. */
  cron?: string;
};

export type EnqueueOptions = {
  tx?: Database;
  /** Higher runs first among the queue's waiting jobs (default 0). */
  priority?: number;
};

/**
 * How long a job may run before it is taken for dead (decision 0056): a server killed while it
 * held a job leaves it active, and pg-boss's maintenance (every MAINTENANCE_INTERVAL_SECONDS)
 * hands it to another server after this, so it is retried about a minute later.
 */
export const JOB_EXPIRY_SECONDS = 45;
export const MAINTENANCE_INTERVAL_SECONDS = 15;

export type JobQueue = {
  /**
   * Records a job. Pass the transaction of the change that causes it: the job then exists
   * exactly when that change commits.
   */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<void>;
  /** Runs every job that is due now in this process and waits for ones other workers run. */
  runDue(): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
};

/**
 * pg-boss reads and writes with `executeSql(text, values)`; inside a transaction it goes through
 * drizzle's transaction object, so the job row commits or rolls back with the caller's change.
 * pg-boss's statements number their parameters ($1, $2 ...), which become drizzle parameters.
 */
export function executorOf(tx: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks = text.split(/\$(\d+)/);
      const parts = chunks.map((chunk, index) =>
        index % 2 === 0 ? sql.raw(chunk) : sql.param(values[Number(chunk) - 1]),
      );
      const result = await tx.execute(sql.join(parts));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/** Whether a stored queue has the retry and expiry settings its definition gives it now. */
export function storedAsDefined(
  stored: Pick<
    PgBoss.QueueResult,
    'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
  >,
  defined: {
    retryLimit: number;
    retryDelay: number;
    retryBackoff: boolean;
    expireInSeconds: number;
  },
): boolean {
  return (
    stored.retryLimit === defined.retryLimit &&
    stored.retryDelay === defined.retryDelay &&
    stored.retryBackoff === defined.retryBackoff &&
    stored.expireInSeconds === defined.expireInSeconds
  );
}

/**
 * The app's durable job queue (decision 0016): pg-boss on the app's own database, PGlite or
 * PostgreSQL. Every server polls it; a job goes to exactly one of them (SKIP LOCKED), failed
 * attempts are retried with exponential backoff, and a job whose process died is retried after
 * its expiry.
 */
export function createJobQueue(options: {
  database: DatabaseHandle;
  definitions: JobDefinition<never>[];
  log: JobLog;
  /** How often an idle worker looks for new jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** How often dead servers' jobs are looked for (default MAINTENANCE_INTERVAL_SECONDS). */
  maintenanceIntervalSeconds?: number;
}): JobQueue {
  const { database, log } = options;
  const definitions = new Map(options.definitions.map((each) => [each.name, each]));
  // pg-boss does not await the completion or failure it writes after a worker's handler, so one
  // can still be on its way when its stop resolves: stop() waits until no handler runs and no
  // query of pg-boss's is in flight, or the database closed after it would refuse them ("Cannot
  // use a pool after calling end on the pool", an unhandled rejection).
  let queriesInFlight = 0;
  let handlersRunning = 0;
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) => {
        queriesInFlight += 1;
        try {
          return await database.executeSql(text, values);
        } finally {
          queriesInFlight -= 1;
        }
      },
    },
    schema: JOB_SCHEMA,
    // Migration 0009 installs pg-boss's schema; a later pg-boss version migrates it from there.
    migrate: true,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    schedule: options.definitions.some((each) => each.cron !== undefined),
    // Mail carries one-time codes: finished jobs leave the database within a day.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const workerIds = new Map<string, string>();
  let started = false;

  async function runOne(definition: JobDefinition<never>, job: PgBoss.Job<object>) {
    try {
      await definition.handle(job.data as never);
    } catch (err) {
      log.warn({ err, job: definition.name, id: job.id }, 'job failed; it will be retried');
      throw err;
    }
  }

  return {
    async enqueue(name, data, { tx, priority } = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      await boss.send(name, data, {
        ...(tx ? { db: executorOf(tx) } : {}),
        ...(priority ? { priority } : {}),
      });
      // Outside a transaction the job is committed now: wake this server's worker at once.
      const workerId = workerIds.get(name);
      if (!tx && workerId) boss.notifyWorker(workerId);
    },

    async runDue() {
      for (;;) {
        for (const definition of definitions.values()) {
          for (;;) {
            const jobs = await boss.fetch<object>(definition.name, { batchSize: 50 });
            if (jobs.length === 0) break;
            for (const job of jobs) {
              try {
                await runOne(definition, job);
                await boss.complete(definition.name, job.id);
              } catch (err) {
                await boss.fail(definition.name, job.id, { message: String(err) });
              }
            }
          }
        }
        // Jobs another worker (of this or another server) has taken, and due jobs a worker is
        // taking right now: its fetch locks the row before it commits the row as active, so this
        // fetch skipped it and a count of active jobs alone would not see it yet. Wait for both.
        const busy = await database.executeSql(
          `select count(*)::int as count from ${JOB_SCHEMA}.job
            where name = any($1) and
              (state = 'active' or (state in ('created', 'retry') and start_after < now()))`,
          [[...definitions.keys()]],
        );
        if ((busy.rows[0] as { count: number }).count === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async start() {
      if (started) return;
      started = true;
      await boss.start();
      // The queues as stored, read at once: a restart (every queue there, as defined) then
      // writes none of them, where a create and an update each were two round trips per queue
      // on the way to ready (decision 0028).
      const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
      for (const definition of definitions.values()) {
        const queue = {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 10,
          retryDelay: definition.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? JOB_EXPIRY_SECONDS,
        };
        const found = stored.get(definition.name);
        if (!found) await boss.createQueue(definition.name, queue);
        else if (!storedAsDefined(found, queue)) await boss.updateQueue(definition.name, queue);
        const batchSize = definition.concurrency ?? 1;
        const workerId: string = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize },
          async (jobs) => {
            handlersRunning += 1;
            try {
              const ran = await Promise.allSettled(jobs.map((job) => runOne(definition, job)));
              // Each job fails on its own; pg-boss then completes the batch's jobs still active.
              await Promise.all(
                ran.map((result, index) =>
                  result.status === 'rejected'
                    ? boss.fail(definition.name, jobs[index]!.id, {
                        message: String(result.reason),
                      })
                    : undefined,
                ),
              );
              // A full batch: more are likely waiting, so the worker fetches again now rather than
              // after its polling interval (which held mail to one a second).
              if (jobs.length === batchSize) boss.notifyWorker(workerId);
            } finally {
              handlersRunning -= 1;
            }
          },
        );
        workerIds.set(definition.name, workerId);
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
      }
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      workerIds.clear();
      // graceful: running jobs finish first; the database is ours to close, not pg-boss's.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      const deadline = Date.now() + timeoutMs;
      // Quiet twice in a row: pg-boss starts its completion a few ticks after a handler ends.
      for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
        quiet = handlersRunning === 0 && queriesInFlight === 0 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}
