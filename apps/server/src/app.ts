import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { DestinationStream } from 'pino';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { GRAPHQL_PATH, registerGraphQL } from './graphql/register-graphql';
import { accountLimitCleanupJob } from './modules/shared/account-rate-limit';
import { ACCOUNT_RATE_LIMITS, createAuth, type Auth, type AuthProviders } from './modules/accounts';
import { removeSpoolLeftovers, uploadCleanupJob } from './modules/uploads';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { sendMailJob } from './platform/mail/mail-queue';
import { mailPreferencesReader } from './modules/notification-preferences';
import { trackInFlightRequests } from './plugins/in-flight-requests';
import { cutSlowClients } from './plugins/cut-slow-clients';
import { registerCacheControl } from './plugins/cache-control';
import { registerErrorHandler } from './plugins/error-handler';
import { createPaymentsProvider } from './platform/payments/create-payments-provider';
import type { PaymentsProvider } from './platform/payments/payments-provider';
import { revokeAllApiTokens } from './modules/api-tokens';
import { registerStripeWebhookRoute } from './routes/stripe-webhook-route';
import { payoutJobs } from './modules/payouts';
import { purchaseJobs } from './modules/purchases';
import { rebuildDailyFiguresJob } from './modules/analytics';
import { registerUnsafeTextGuard } from './plugins/refuse-unsafe-text';
import { registerSecurityHeaders } from './plugins/security-headers';
import { trustedOrigins } from './plugins/trusted-origins';
import { publicImagesBase } from '@vmu/domain';
import {
  createStorage,
  publicFilesBaseUrl,
  publicFilesOrigin,
} from './platform/storage/create-storage';
import { registerDisplayCopyRoutes } from './platform/storage/display-copies';
import { createDiskSpaceWatch, type DiskSpaceWatch } from './platform/storage/disk-space';
import { refuseWritesOnFullDisk } from './plugins/refuse-writes-on-full-disk';
import { registerLocalFileRoutes } from './platform/storage/local-file-routes';
import { displayCopiesDir, localSpoolDir } from './platform/storage/local-storage';
import { createSigner } from './platform/storage/signed-url';
import type { Storage } from './platform/storage/storage';
import { registerUploadRoutes } from './modules/uploads';
import { startPurchase } from './modules/purchases';
import { registerStoreApiRoutes } from './modules/store';
import { registerDeveloperApiRoutes } from './modules/developer-api';
import { registerPayoutStatementFileRoutes } from './modules/payouts';
import { registerAccountExportRoute } from './modules/account-data';
import { removeDeletedAccountFilesJob } from './modules/account-data';
import { registerAuthRoutes } from './routes/auth';
import { registerBackupRoutes } from './routes/backup';
import { registerHealthRoutes } from './routes/health';
import { registerStorePages } from './routes/store-pages';
import { registerWebApp, resolveWebDistDir } from './routes/web-app';

export type AppDeps = {
  database: DatabaseHandle;
  /** Resolved secret (env or DATA_DIR/auth-secret); env.AUTH_SECRET may be unset outside production. */
  authSecret: string;
  /** Tests capture JSON logs here instead of stdout. */
  logStream?: DestinationStream;
  /** Defaults to SMTP_URL's server or the outbox folder. */
  mailer?: Mailer;
  /** Told of every route as it is added (the fuzz suite lists the routes to attack this way). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * false: queue jobs but never run them, like a server that dies right after committing
   * (tests of what another server on the same database delivers).
   */
  runJobs?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    auth: Auth;
    mailer: Mailer;
    /** The durable job queue (mail, periodic clean-ups), decision 0016. */
    jobs: JobQueue;
    /** Uploaded files (local disk or S3-compatible, decision 0013). */
    storage: Storage;
    /** The payment provider driver (sandbox or stripe, decision 0015). */
    payments: PaymentsProvider;
    /** The data folder's free space: staff's warning, and writes refused when full (decision 0055). */
    diskSpace: DiskSpaceWatch;
  }
}

// An incoming id is kept only if it cannot smuggle anything into logs or headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** How long a shutdown waits for handlers still answering; server.ts gives it 10 s in all. */
const SHUTDOWN_DRAIN_MS = 5_000;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)
    ? incoming
    : crypto.randomUUID();
}

function loggerOptions(
  env: Env,
  stream: DestinationStream | undefined,
): FastifyServerOptions['logger'] {
  const base = {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (stream) return { ...base, stream } as FastifyServerOptions['logger'];
  if (env.NODE_ENV === 'development') {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return base;
}

/** Builds the whole app on the given database; listens nowhere (server.ts or tests do). */
export async function buildApp(env: Env, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, deps.logStream),
    genReqId,
    trustProxy: env.TRUST_PROXY,
    // Readiness starts the job queue (pg-boss checks its schema and each queue): on a loaded
    // 2-core machine with the embedded database that took over Fastify's default 10 s, and a
    // slow start should be slow, not a failed one.
    pluginTimeout: 60_000,
    // Slow clients are cut (decision 0055): the whole request, its headers, a silent socket and
    // an idle kept-alive connection each have a limit (env.ts); bodies a minimum rate below.
    requestTimeout: env.HTTP_TIMEOUTS.requestMs,
    connectionTimeout: env.HTTP_TIMEOUTS.connectionMs,
    keepAliveTimeout: env.HTTP_TIMEOUTS.keepAliveMs,
    http: {
      headersTimeout: env.HTTP_TIMEOUTS.headersMs,
      // Node checks the header and request limits only this often (30 s by default), which
      // let a client sending its headers a byte at a time hold a connection 40 s, not 10.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, env.HTTP_TIMEOUTS.headersMs / 2)),
    },
  });

  // Before any route: a shutdown waits for handlers still answering (plugins/in-flight-requests).
  const inFlight = trackInFlightRequests(app);
  cutSlowClients(app, env.HTTP_TIMEOUTS.body);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerCacheControl(app);
  registerUnsafeTextGuard(app, { except: [GRAPHQL_PATH] });
  const origins = trustedOrigins({ publicUrl: env.PUBLIC_URL, nodeEnv: env.NODE_ENV });

  // 1. External plugins.
  await registerSecurityHeaders(app, {
    production: env.NODE_ENV === 'production',
    filesOrigin: publicFilesOrigin(env.STORAGE),
    stripeEmbedded: env.PAYMENTS.driver === 'stripe',
  });

  // 2. Application services.
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.OUTBOX_DIR,
      log: app.log,
    });
  const signer = createSigner(deps.authSecret);
  const storage = await createStorage(env.STORAGE, { publicUrl: env.PUBLIC_URL, signer });
  // Upload bodies are spooled here before they are checked and stored.
  const uploadSpoolDir =
    env.STORAGE.driver === 'local' ? localSpoolDir(env.STORAGE.dir) : os.tmpdir();
  // The disk the embedded database and the files live on, else the one bodies are spooled to.
  const diskSpace = createDiskSpaceWatch({
    dir: deps.database.kind === 'pglite' ? env.DATA_DIR : uploadSpoolDir,
    limits: env.DISK_SPACE,
    intervalMs: env.DISK_SPACE.checkIntervalMs,
    log: app.log,
  });
  app.addHook('onReady', async () => diskSpace.start());
  app.addHook('onClose', async () => diskSpace.stop());
  // Before the job queue: a duplicate payment's refund and a checkout's close are its jobs.
  const payments = await createPaymentsProvider(env.PAYMENTS, {
    db: deps.database.db,
    publicUrl: env.PUBLIC_URL,
  });
  // The payouts' and purchases' jobs queue jobs of their own, on the queue made just below.
  const queue: Pick<JobQueue, 'enqueue'> = {
    enqueue: (name, data, options) => jobs.enqueue(name, data, options),
  };
  const jobs = createJobQueue({
    database: deps.database,
    definitions: [
      sendMailJob(mailer, {
        preferencesOf: mailPreferencesReader(deps.database.db),
        log: app.log,
      }),
      ...purchaseJobs({ db: deps.database.db, payments, jobs: queue, log: app.log }),
      ...payoutJobs({ db: deps.database.db, payments, jobs: queue, log: app.log }),
      rebuildDailyFiguresJob({ db: deps.database.db, log: app.log }),
      uploadCleanupJob({ db: deps.database.db, storage, spoolDir: uploadSpoolDir, log: app.log }),
      removeDeletedAccountFilesJob({ db: deps.database.db, storage, log: app.log }),
      accountLimitCleanupJob(
        deps.database.db,
        Math.max(...Object.values(ACCOUNT_RATE_LIMITS).map((limit) => limit.windowSeconds)),
      ),
    ],
    log: app.log,
  });
  if (deps.runJobs !== false) {
    app.addHook('onReady', async () => {
      // Bodies a crash cut off, before anything else can spool a new one.
      await removeSpoolLeftovers(uploadSpoolDir);
      await jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    // Handlers still answering (their client may have gone) finish first, then running jobs,
    // then the mailer; the database goes after (server.ts).
    if (!(await inFlight.drained(SHUTDOWN_DRAIN_MS))) {
      app.log.warn({ inFlight: inFlight.count }, 'shutting down with requests still running');
    }
    await jobs.stop();
    if (!deps.mailer) await mailer.close();
  });
  const auth = createAuth({
    db: deps.database.db,
    onNewPassword: async (userId) => {
      await revokeAllApiTokens(deps.database.db, userId);
    },
    secret: deps.authSecret,
    publicUrl: env.PUBLIC_URL,
    production: env.NODE_ENV === 'production',
    jobs,
    log: app.log,
    github: env.GITHUB && {
      ...env.GITHUB,
      authorizationUrl: env.GITHUB_AUTHORIZATION_URL,
      tokenUrl: env.GITHUB_TOKEN_URL,
      userInfoUrl: env.GITHUB_USERINFO_URL,
      emailsUrl: env.GITHUB_EMAILS_URL,
    },
    google: env.GOOGLE && { ...env.GOOGLE, discoveryUrl: env.GOOGLE_DISCOVERY_URL },
    publicImageBases: [publicImagesBase(publicFilesBaseUrl(env.STORAGE, env.PUBLIC_URL))],
    adminEmails: env.ADMIN_EMAILS,
    // In development also the loopback aliases and the Vite dev server (plugins/trusted-origins).
    extraTrustedOrigins: origins,
  });
  const authProviders: AuthProviders = { github: !!env.GITHUB, google: !!env.GOOGLE };
  app.decorate('database', deps.database);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  app.decorate('payments', payments);
  app.decorate('diskSpace', diskSpace);

  // 3. Routes; the web app last, as it owns the not-found handler.
  registerHealthRoutes(app, deps.database, {
    livenessFailsAfterMs: env.LIVENESS_FAILS_AFTER_MS,
  });
  registerBackupRoutes(app, { database: deps.database, signer });
  registerAuthRoutes(app, auth, env.PUBLIC_URL, origins);
  await registerGraphQL(app, {
    auth,
    db: deps.database.db,
    authProviders,
    jobs,
    supportEmail: env.SUPPORT_EMAIL,
    publicUrl: env.PUBLIC_URL,
    storage,
    payments,
    graphiql: env.NODE_ENV === 'development',
    introspection: env.NODE_ENV !== 'production',
    trustedOrigins: origins,
  });
  refuseWritesOnFullDisk(app, diskSpace);
  await registerUploadRoutes(app, {
    auth,
    db: deps.database.db,
    storage,
    signer,
    publicUrl: env.PUBLIC_URL,
    extraTrustedOrigins: origins,
    tempDir: uploadSpoolDir,
  });
  await registerStoreApiRoutes(app, {
    auth,
    db: deps.database.db,
    storage,
    publicUrl: env.PUBLIC_URL,
    trustedOrigins: origins,
    startPurchase: (bundleIdentifier, buyerId, log) =>
      startPurchase(
        { db: deps.database.db, payments: app.payments, publicUrl: env.PUBLIC_URL, log },
        bundleIdentifier,
        buyerId,
      ),
  });
  await registerDeveloperApiRoutes(app, {
    db: deps.database.db,
    storage,
    publicUrl: env.PUBLIC_URL,
    tempDir: uploadSpoolDir,
  });
  await registerPayoutStatementFileRoutes(app, { auth, db: deps.database.db });
  await registerAccountExportRoute(app, { auth, db: deps.database.db });
  // Only Stripe sends webhooks; with the sandbox the path stays a plain 404.
  if (payments.driver === 'stripe') {
    await registerStripeWebhookRoute(app, { db: deps.database.db, payments, jobs });
  }
  if (env.STORAGE.driver === 'local') {
    await registerLocalFileRoutes(app, {
      dir: env.STORAGE.dir,
      db: deps.database.db,
      signer,
    });
  }
  // Display-size copies of public images are served by the portal with either driver, kept on
  // its own disk: beside the files, or in the temporary folder when the files live in S3.
  await registerDisplayCopyRoutes(app, {
    db: deps.database.db,
    storage,
    cacheDir:
      env.STORAGE.driver === 'local'
        ? displayCopiesDir(env.STORAGE.dir)
        : path.join(os.tmpdir(), 'vmu-display-copies'),
  });
  const webDistDir = resolveWebDistDir(env.WEB_DIST_DIR);
  await registerStorePages(app, {
    webDistDir,
    db: deps.database.db,
    storage,
    publicUrl: env.PUBLIC_URL,
  });
  await registerWebApp(app, webDistDir);

  return app;
}
