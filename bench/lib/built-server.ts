// The built portal (apps/server/dist/server.js) in a child process, as the benchmarks start it:
// production mode on a fresh embedded data folder (or DATABASE_URL), readiness awaited, and the
// process's memory and CPU read from /proc (Linux).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type BuiltServer = {
  origin: string;
  pid: number;
  /** A scratch folder of this server (its data, outbox), removed by stop(). */
  work: string;
  outbox: string;
  /** Resident memory of the server process, in kB. */
  statusKb(field: 'VmRSS' | 'VmHWM'): number;
  /** CPU seconds (user + system) the server process has used so far, all its threads. */
  cpuSeconds(): number;
  /**
   * CPU seconds of the server's main thread alone (the event loop every request waits for; the
   * embedded database and V8's helpers have threads of their own).
   */
  mainThreadCpuSeconds(): number;
  /** What the server has written to its standard output so far, with stdio 'capture'. */
  output(): string;
  stop(): Promise<void>;
};

export async function startBuiltServer(options: {
  port: number;
  /** Extra environment (DATABASE_URL, WEB_DIST_DIR, ADMIN_EMAILS, ...). */
  env?: Record<string, string>;
  /** Node options before the script, e.g. ['--import', hooksFile]. */
  nodeArgs?: string[];
  /**
   * Where its output goes; the benchmarks' own output stays readable with 'ignore', and
   * 'capture' keeps its standard output for output() (its errors still show).
   */
  stdio?: 'inherit' | 'ignore' | 'capture';
}): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const work = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-'));
  const outbox = path.join(work, 'outbox');
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(repoRoot, 'apps/server/dist/server.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: path.join(work, 'data'),
        OUTBOX_DIR: outbox,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
        STORAGE_DRIVER: 'local',
        ...options.env,
      },
      stdio: [
        'ignore',
        options.stdio === 'capture' ? 'pipe' : (options.stdio ?? 'inherit'),
        'inherit',
      ],
    },
  );
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? 1));
  const pid = child.pid!;

  const stop = async () => {
    if (exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) =>
        exitCode !== null ? resolve(null) : child.once('exit', resolve),
      );
    }
    fs.rmSync(work, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${exitCode} before it was ready.`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become ready within 60 s.');
    }
    // Often enough that the time to ready (bench/start.ts) is read to a few hundredths.
    await sleep(20);
  }

  return {
    origin,
    pid,
    work,
    outbox,
    statusKb(field) {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
      return Number(match[1]);
    },
    cpuSeconds: () => cpuSecondsOf(`/proc/${pid}/stat`),
    // The main thread's id is the process id.
    mainThreadCpuSeconds: () => cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`),
    output: () => output,
    stop,
  };
}

/**
 * Fields 14 and 15 of a /proc stat file (after the parenthesised name): utime and stime in clock
 * ticks, 100 per second on Linux; for a process, all its threads, for a task, that thread.
 */
function cpuSecondsOf(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
