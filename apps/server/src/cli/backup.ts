import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DataDirLockedError } from '../db/data-dir-lock';
import { loadEnv } from '../env';
import { resolveAuthSecret } from '../modules/accounts';
import { backUpDataFolder, restoreDataFolder } from './data-folder-backup';

const USAGE = 'Usage: npm run backup -- [folder] | npm run restore -- <folder>';

/** `backup [folder]` asks the running server for a backup; `restore <folder>` puts one back. */
async function main(args: string[]): Promise<number> {
  const env = loadEnv();
  // Paths as the user typed them, from where they typed the command (as env.ts does).
  const cwd = process.env.INIT_CWD || process.cwd();
  const [command, folder, ...rest] = args;
  const filesDir = env.STORAGE.driver === 'local' ? env.STORAGE.dir : undefined;
  if (env.DATABASE_URL) {
    console.error(
      'The data lives in PostgreSQL: back it up and restore it with pg_dump and pg_restore.',
    );
    return 1;
  }
  if (command === 'backup' && rest.length === 0) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(cwd, folder ?? path.join('backups', `vmu-${stamp}`));
    const done = await backUpDataFolder({
      serverUrl: `http://127.0.0.1:${env.PORT}`,
      authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
      filesDir,
      target,
    });
    console.log(
      `Backed up the database (${done.databaseBytes} bytes)${done.files ? ' and the files' : ''} to ${target}`,
    );
    return 0;
  }
  if (command === 'restore' && folder && rest.length === 0) {
    try {
      const done = await restoreDataFolder({
        backupDir: path.resolve(cwd, folder),
        dataDir: env.DATA_DIR,
        filesDir,
      });
      console.log(
        `Restored ${env.DATA_DIR} from ${folder}` +
          (done.keptAside.length > 0
            ? `; what it replaced is kept in ${done.keptAside.join(', ')}`
            : ''),
      );
      return 0;
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`Refusing to restore: ${error.message}. Stop the server first.`);
        return 1;
      }
      throw error;
    }
  }
  console.error(USAGE);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
