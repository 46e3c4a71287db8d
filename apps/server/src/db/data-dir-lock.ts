import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another server (pid ${holderPid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; pid: number; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolderPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it, so the
 * server holds DATA_DIR/server.lock (created exclusively, holding the pid) while it runs.
 * A lock whose pid is no longer alive is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  // A token beyond the pid lets release() tell our lock from a later holder's, even in-process.
  const content = `${pid}\n${Date.now()}-${Math.random().toString(36).slice(2)}\n`;

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return {
        path: lockPath,
        pid,
        release() {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolderPid(lockPath);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale (dead pid, or a half-written file from a crash): take it over once.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(dataDir, readHolderPid(lockPath) ?? -1);
}
