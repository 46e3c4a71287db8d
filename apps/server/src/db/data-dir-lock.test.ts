import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  if (!child.pid) throw new Error('could not spawn');
  return child.pid;
}

describe('data directory lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    expect(fs.readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses a second holder, naming the directory and the holding pid, and leaves its lock', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    const before = fs.readFileSync(first.path, 'utf8');
    let caught: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as Error).message).toContain(dir);
    expect((caught as Error).message).toContain(`pid ${process.pid}`);
    expect(fs.readFileSync(first.path, 'utf8')).toBe(before);
    first.release();
    expect(() => acquireDataDirLock(dir).release()).not.toThrow();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    const stalePid = deadPid();
    fs.writeFileSync(lockPath, `${stalePid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('does not release a lock that another holder has since taken', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    fs.writeFileSync(first.path, `${deadPid()}\n`);
    const second = acquireDataDirLock(dir);
    first.release();
    expect(fs.existsSync(second.path)).toBe(true);
    second.release();
  });
});
