import { describe, expect, it } from 'vitest';
import { createDiskSpaceWatch, levelOf } from './disk-space';

const MB = 1024 * 1024;
const limits = { warnBelowBytes: 1024 * MB, refuseWritesBelowBytes: 64 * MB };

describe('the data folder’s free space', () => {
  it('is ok, low under the warning and full under the write limit', () => {
    expect(levelOf(2048 * MB, limits)).toBe('ok');
    expect(levelOf(1023 * MB, limits)).toBe('low');
    expect(levelOf(63 * MB, limits)).toBe('full');
    expect(levelOf(0, limits)).toBe('full');
  });

  it('refuses writes while full, says why in the log, and clears once space is freed', async () => {
    let free = 10 * MB;
    const lines: { level: string; message: string }[] = [];
    const log = {
      info: (_: object, message: string) => lines.push({ level: 'info', message }),
      warn: (_: object, message: string) => lines.push({ level: 'warn', message }),
      error: (_: object, message: string) => lines.push({ level: 'error', message }),
    };
    const watch = createDiskSpaceWatch({
      dir: '/data',
      limits,
      intervalMs: 60_000,
      log,
      statfs: async () => ({ bsize: MB, blocks: 100_000, bavail: free / MB }),
    });
    expect(watch.refusesWrites()).toBe(false);

    await watch.check();
    expect(watch.current()).toEqual({
      freeBytes: 10 * MB,
      totalBytes: 100_000 * MB,
      level: 'full',
    });
    expect(watch.refusesWrites()).toBe(true);
    expect(lines).toEqual([
      { level: 'error', message: expect.stringContaining('writes are refused with 507') },
    ]);

    free = 512 * MB;
    await watch.check();
    expect(watch.refusesWrites()).toBe(false);
    expect(watch.current()?.level).toBe('low');
    free = 4096 * MB;
    await watch.check();
    expect(watch.current()?.level).toBe('ok');
    expect(lines.map((line) => line.level)).toEqual(['error', 'warn', 'info']);
  });

  it('keeps what it knew when the disk cannot be read', async () => {
    const watch = createDiskSpaceWatch({
      dir: '/gone',
      limits,
      intervalMs: 60_000,
      log: { info() {}, warn() {}, error() {} },
      statfs: async () => {
        throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      },
    });
    expect(await watch.check()).toBeUndefined();
    expect(watch.refusesWrites()).toBe(false);
  });
});
