import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not a server: `sleep`. */
function livePid(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  if (!child.pid) throw new Error('could not spawn');
  return child.pid;
}

/** Another Node process that takes the lock, says so, and holds it until killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

function refusal(dir: string): unknown {
  try {
    acquireDataDirLock(dir).release();
  } catch (error) {
    return error;
  }
  return undefined;
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
    const caught = refusal(dir);
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as Error).message).toBe(
      `Another server (pid ${process.pid}) is already using the data directory ${dir}. Stop it first, or start this one with a different DATA_DIR.`,
    );
    expect(fs.readFileSync(first.path, 'utf8')).toBe(before);
    first.release();
    expect(refusal(dir)).toBeUndefined();
  });

  // A lock file left by a process that is gone never blocks, whatever pid it
  // names: in a container the server is pid 1 again after every restart (decision 0016).
  it.each([
    ['our own pid', () => process.pid],
    ['another live process', livePid],
  ])('does not let a stale lock file naming %s block the start', (_label, pidOf) => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${pidOf()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.path, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('refuses while another process holds the lock and frees it when that process is killed', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    const caught = refusal(dir);
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as DataDirLockedError).holderPid).toBe(holder.pid);

    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    // The file still names the dead holder; the lock died with it.
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(`${holder.pid}\n`);
    expect(refusal(dir)).toBeUndefined();
  });
});
