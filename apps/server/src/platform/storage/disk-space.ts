import fs from 'node:fs/promises';

/** How full the data folder's disk is (decision 0055). */
export type DiskSpaceLevel = 'ok' | 'low' | 'full';

export type DiskSpace = {
  freeBytes: number;
  totalBytes: number;
  level: DiskSpaceLevel;
};

export type DiskSpaceLimits = {
  /** Under this many free bytes staff are warned (the admin dashboard). */
  warnBelowBytes: number;
  /**
   * Under this many free bytes writes are refused (507): the embedded database must never meet
   * a full disk mid-write, as PostgreSQL stops when its log cannot be written.
   */
  refuseWritesBelowBytes: number;
};

export type DiskSpaceWatch = {
  /** What the last check found; `undefined` before the first. */
  current(): DiskSpace | undefined;
  /** Checks now (and logs a change of level). */
  check(): Promise<DiskSpace | undefined>;
  /** True while the disk is too full for writes. */
  refusesWrites(): boolean;
  limits: DiskSpaceLimits;
  start(): void;
  stop(): void;
};

type StatFs = (dir: string) => Promise<{ bsize: number; blocks: number; bavail: number }>;

type Log = {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
};

export function levelOf(freeBytes: number, limits: DiskSpaceLimits): DiskSpaceLevel {
  if (freeBytes < limits.refuseWritesBelowBytes) return 'full';
  if (freeBytes < limits.warnBelowBytes) return 'low';
  return 'ok';
}

/**
 * Checks the free space of the disk that holds `dir` every `intervalMs`: staff see a warning
 * before the disk is full, and writes are refused (reads go on) before the embedded database
 * meets a full disk; it all clears by itself once space is freed. `statfs` is injectable so
 * tests can fill the disk without filling one.
 */
export function createDiskSpaceWatch(options: {
  dir: string;
  limits: DiskSpaceLimits;
  intervalMs: number;
  log: Log;
  statfs?: StatFs;
}): DiskSpaceWatch {
  const statfs: StatFs = options.statfs ?? ((dir) => fs.statfs(dir));
  let last: DiskSpace | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function check(): Promise<DiskSpace | undefined> {
    let found: DiskSpace;
    try {
      const stats = await statfs(options.dir);
      const freeBytes = stats.bavail * stats.bsize;
      found = {
        freeBytes,
        totalBytes: stats.blocks * stats.bsize,
        level: levelOf(freeBytes, options.limits),
      };
    } catch (error) {
      options.log.warn({ err: error, dir: options.dir }, 'could not read the free disk space');
      return last;
    }
    if (found.level !== (last?.level ?? 'ok')) {
      const facts = { dir: options.dir, freeBytes: found.freeBytes, ...options.limits };
      if (found.level === 'full') {
        options.log.error(
          facts,
          `The data folder's disk is nearly full (${found.freeBytes} bytes free): writes are refused with 507 until space is freed; reads go on`,
        );
      } else if (found.level === 'low') {
        options.log.warn(
          facts,
          `The data folder's disk is running low (${found.freeBytes} bytes free)`,
        );
      } else {
        options.log.info(
          facts,
          `The data folder's disk has room again (${found.freeBytes} bytes free)`,
        );
      }
    }
    last = found;
    return found;
  }

  return {
    current: () => last,
    check,
    refusesWrites: () => last?.level === 'full',
    limits: options.limits,
    start() {
      void check();
      timer ??= setInterval(() => void check(), options.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
