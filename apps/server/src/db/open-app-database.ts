import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';
import { openDatabase, type DatabaseHandle } from './client';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export type OpenedAppDatabase = {
  database: DatabaseHandle;
  /** Held only for the embedded database; PostgreSQL servers share nothing on disk. */
  lock: DataDirLock | undefined;
};

/**
 * Opens the configured database: PGlite in DATA_DIR/pglite (after taking DATA_DIR's lock, so
 * a second server fails before touching anything) or PostgreSQL at DATABASE_URL.
 */
export async function openAppDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> & Partial<Pick<Env, 'DATABASE_TIMEOUTS'>>,
): Promise<OpenedAppDatabase> {
  if (env.DATABASE_URL) {
    return {
      database: await openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        ...(env.DATABASE_TIMEOUTS ? { timeouts: env.DATABASE_TIMEOUTS } : {}),
      }),
      lock: undefined,
    };
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const lock = acquireDataDirLock(env.DATA_DIR);
  try {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(env.DATA_DIR, 'pglite'),
    });
    return { database, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
