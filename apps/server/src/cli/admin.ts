import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openAppDatabase, type OpenedAppDatabase } from '../db/open-app-database';
import type { Role } from '../db/schema/accounts';
import { user } from '../db/schema/accounts';
import { loadEnv, type Env } from '../env';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

export type AdminIo = { out(line: string): void; err(line: string): void };

export type AdminDeps = {
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>;
  /** Tests pass an already open database; the CLI opens the configured one. */
  open?: (env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>) => Promise<OpenedAppDatabase>;
  io?: AdminIo;
};

const consoleIo: AdminIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** `grant <email>` makes the user an admin, `revoke <email>` a developer again. Returns the exit code. */
export async function runAdminCommand(args: string[], deps: AdminDeps): Promise<number> {
  const io = deps.io ?? consoleIo;
  const [command, rawEmail, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail || rest.length > 0) {
    io.err(USAGE);
    return 1;
  }
  const email = rawEmail.trim().toLowerCase();
  const role: Role = command === 'grant' ? 'admin' : 'developer';

  let opened: OpenedAppDatabase;
  try {
    opened = await (deps.open ?? openAppDatabase)(deps.env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // PGlite corrupts a directory two processes write to; the running server owns it.
      io.err(
        `Refusing to change roles: a running server${error.holderPid === undefined ? '' : ` (pid ${error.holderPid})`} holds the embedded database in ${error.dataDir}. ` +
          'Stop the server first, then run this command again (or point DATABASE_URL at PostgreSQL).',
      );
      return 1;
    }
    throw error;
  }
  const { database, lock } = opened;
  try {
    await database.migrate();
    const updated = await database.db
      .update(user)
      .set({ role })
      .where(eq(sql`lower(${user.email})`, email))
      .returning({ email: user.email });
    if (updated.length === 0) {
      io.err(
        `No user with the email ${email}. They must sign up first, then run this command again.`,
      );
      return 1;
    }
    io.out(
      command === 'grant'
        ? `${email} is now an admin.`
        : `${email} is no longer an admin (role: developer).`,
    );
    return 0;
  } finally {
    if (!deps.open) {
      await database.close();
      lock?.release();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminCommand(process.argv.slice(2), { env: loadEnv() }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('admin command failed:', error);
      process.exit(1);
    },
  );
}
