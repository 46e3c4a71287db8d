import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    /** Undefined when the holder has not written its pid yet. */
    readonly holderPid: number | undefined,
  ) {
    super(
      `Another server${holderPid === undefined ? '' : ` (pid ${holderPid})`} is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; pid: number; release(): void };

function readHolderPid(fd: number): number | undefined {
  const buffer = Buffer.alloc(64);
  const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
  const pid = Number.parseInt(buffer.subarray(0, length).toString('utf8').trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function sameFile(fd: number, lockPath: string): boolean {
  try {
    return fs.fstatSync(fd).ino === fs.statSync(lockPath).ino;
  } catch {
    return false;
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it, so the
 * server holds an operating-system lock on DATA_DIR/server.lock while it runs (decision 0016:
 * fs-native-extensions, an open-file-description lock on Linux, LockFileEx on Windows). The
 * kernel drops it when the process ends, however it ends, so a crash never leaves a lock that
 * blocks the next start, whatever pid the file names. The file holds the pid only to name the
 * holder in the refusal.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (;;) {
    const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
    if (!tryLock(fd)) {
      const holder = readHolderPid(fd);
      fs.closeSync(fd);
      throw new DataDirLockedError(dataDir, holder);
    }
    // A holder that was just releasing may have removed the file we opened: then our lock is
    // on a file nobody else will see, so open the one that is there now.
    if (!sameFile(fd, lockPath)) {
      fs.closeSync(fd);
      continue;
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${pid}\n`, 0);
    let released = false;
    return {
      path: lockPath,
      pid,
      release() {
        if (released) return;
        released = true;
        // Removed while still locked, so no one can lock the old file in between.
        if (sameFile(fd, lockPath)) fs.rmSync(lockPath, { force: true });
        unlock(fd);
        fs.closeSync(fd);
      },
    };
  }
}
