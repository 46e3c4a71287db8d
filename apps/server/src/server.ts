import closeWithGrace from 'close-with-grace';
import { DataDirLockedError } from './db/data-dir-lock';
import { openAppDatabase } from './db/open-app-database';
import { loadEnv } from './env';
import { resolveAuthSecret } from './modules/accounts';

/** Milliseconds since the process started (performance's time origin). */
const sinceStart = () => Math.round(performance.now());

async function main(): Promise<void> {
  const env = loadEnv();

  // The app's modules take about a second to load; meanwhile the embedded database opens in
  // its own thread (decision 0028). A failure to load is reported when it is awaited.
  const appModule = import('./app');
  appModule.catch(() => {});

  let opened;
  try {
    opened = await openAppDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Refusing to start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { database, lock } = opened;
  const databaseOpenAt = sinceStart();

  try {
    const migrations = await database.migrate();
    const migratedAt = sinceStart();
    const { buildApp } = await appModule;
    const modulesAt = sinceStart();
    const authSecret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    const app = await buildApp(env, { database, authSecret });
    const builtAt = sinceStart();
    app.log.info(
      { database: database.kind, location: database.location, ...migrations },
      `Data lives in ${database.kind === 'pglite' ? `PGlite at ${database.location}` : `PostgreSQL at ${database.location}`}; ` +
        `${migrations.applied} migration(s) applied now, ${migrations.total} in total`,
    );

    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
      lock?.release();
    });

    // Listening starts the job queue and the other onReady work before the port opens.
    await app.listen({ port: env.PORT, host: env.HOST });
    const readyAt = sinceStart();
    const startup = {
      readyMs: readyAt,
      databaseOpenAt,
      ...(database.opened ? { pglite: database.opened } : {}),
      migrationsCheckMs: migratedAt - databaseOpenAt,
      modulesLoadedAt: modulesAt,
      appBuildMs: builtAt - modulesAt,
      listenMs: readyAt - builtAt,
    };
    app.log.info(
      { startup },
      `Ready in ${readyAt} ms: database open at ${databaseOpenAt} ms` +
        (database.opened
          ? ` (its thread started at ${database.opened.threadStartMs} ms, loaded PGlite in ${database.opened.loadMs} ms, ${database.opened.created ? 'created' : 'opened'} the data in ${database.opened.openMs} ms)`
          : '') +
        `, migrations checked in ${startup.migrationsCheckMs} ms, modules loaded at ${modulesAt} ms, ` +
        `app built in ${startup.appBuildMs} ms, listening (job queue started) in ${startup.listenMs} ms`,
    );
    app.log.info(
      env.SMTP_URL
        ? `Mail goes through ${app.mailer.destination}`
        : `No SMTP_URL: mail is written to ${env.OUTBOX_DIR} and codes are printed here`,
    );
    app.log.info(
      'First admin: set ADMIN_EMAILS=you@example.com before signing in, or run `npm run admin -- grant you@example.com` while the server is stopped',
    );
  } catch (error) {
    await database.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
