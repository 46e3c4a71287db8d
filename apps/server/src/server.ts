import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { openAppDatabase } from './db/open-app-database';
import { loadEnv } from './env';
import { resolveAuthSecret } from './modules/accounts/auth-secret';

async function main(): Promise<void> {
  const env = loadEnv();

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

  try {
    const migrations = await database.migrate();
    const authSecret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    const app = await buildApp(env, { database, authSecret });
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

    await app.listen({ port: env.PORT, host: env.HOST });
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
