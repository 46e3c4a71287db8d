import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppDeps } from '../app';
import type { Database } from '../db/client';
import { buildTestApp, createTestDatabase, type TestDatabase, type TestTarget } from './harness';
import { startMailCapture, type MailCapture } from './mail-capture';

export type TestAppOptions = {
  /** Start an SMTP capture before the app and point the app's SMTP_URL at it. */
  mail?: boolean;
  /**
   * Env overrides of every app the suite builds; a function is called once in beforeAll, after
   * the mail capture and the suite's own earlier beforeAll hooks (e.g. a fake provider) ran.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Build one app shared by the suite (default); false when every test builds its own. */
  sharedApp?: boolean;
};

export type TestApp = {
  /** The suite's shared app. */
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly database: TestDatabase;
  /** The SMTP capture (with `mail: true`). */
  readonly mail: MailCapture;
  /** Another app on the same database, with more env overrides; closed after the test. */
  appWith(
    overrides?: Record<string, string>,
    logStream?: NodeJS.WritableStream,
    deps?: Pick<AppDeps, 'runJobs'>,
  ): Promise<FastifyInstance>;
  /** Closes the shared app and builds it again (for a test that has to close it). */
  rebuildApp(): Promise<void>;
  /**
   * Runs every queued job that is due (mail delivery among them) and waits for those other
   * apps are running: after it, whatever the actions so far mailed has arrived.
   */
  drainJobs(): Promise<void>;
};

/**
 * The lifecycle every integration suite shares: one migrated database per suite, emptied after
 * each test, an optional mail capture, the app(s) on top, and everything closed after the suite.
 * Call it inside the suite's describe; hooks the suite registers before it run before its setup
 * and after its teardown.
 */
export function useTestApp(target: TestTarget, options: TestAppOptions = {}): TestApp {
  let database: TestDatabase | undefined;
  let mail: MailCapture | undefined;
  let app: FastifyInstance | undefined;
  let env: Record<string, string> = {};
  const perTest: FastifyInstance[] = [];

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not set up (used outside a test?)`);
    return value;
  };
  const build = (
    overrides: Record<string, string> = {},
    logStream?: NodeJS.WritableStream,
    deps?: Pick<AppDeps, 'runJobs'>,
  ) =>
    buildTestApp(
      required(database, 'the database').handle,
      { ...env, ...overrides },
      logStream,
      deps,
    );

  beforeAll(async () => {
    database = await createTestDatabase(target);
    if (options.mail) mail = await startMailCapture();
    env = {
      ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
      ...(typeof options.env === 'function' ? options.env() : options.env),
    };
    if (options.sharedApp !== false) app = await build();
  });
  afterEach(async () => {
    // What the test queued is mailed now, in its own test: the shared app's worker would
    // otherwise deliver it in the background during the next test, which counts mails (and
    // no longer spends its first second signing users up over HTTP).
    if (mail && app) await app.jobs.runDue();
    await Promise.all(perTest.splice(0).map((each) => each.close()));
    await database?.reset();
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.dispose();
  });

  return {
    get app() {
      return required(app, 'the shared app');
    },
    get db() {
      return required(database, 'the database').handle.db;
    },
    get database() {
      return required(database, 'the database');
    },
    get mail() {
      return required(mail, 'the mail capture');
    },
    async appWith(overrides, logStream, deps) {
      const built = await build(overrides, logStream, deps);
      perTest.push(built);
      return built;
    },
    async rebuildApp() {
      await app?.close();
      app = await build();
    },
    async drainJobs() {
      // The queue is the database's: any app on it runs every due job.
      const runner = app ?? perTest.at(-1);
      if (!runner) throw new Error('drainJobs needs an app on the database');
      await runner.jobs.runDue();
    },
  };
}
