import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './db/client';
import { makeTempDir } from './test/harness';

// The real entry point in a child process: what `npm start` does, minus the bundling.
const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

type Running = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
};

function startServer(dataDir: string): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      // The port is only known once listening; the pages' origin the sign-up below sends.
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: makeTempDir('no-web'),
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port: 0, output: () => output, exited };
}

async function waitForListening(server: Running): Promise<Running> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output());
    if (match?.[1]) return { ...server, port: Number(match[1]) };
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

const running: Running[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('server process [pglite]', () => {
  it('keeps data and sessions across a graceful restart, and a second server is refused', async () => {
    const dataDir = makeTempDir('process');
    const first = await waitForListening(startServer(dataDir));
    running.push(first);
    const base = `http://127.0.0.1:${first.port}`;
    // Every migration applies on a fresh directory, and none on the restart below.
    const total = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
    expect(first.output()).toMatch(
      new RegExp(
        `Data lives in PGlite at .*pglite; ${total} migration\\(s\\) applied now, ${total} in total`,
      ),
    );

    const signup = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        password: 'Cobol#1959',
      }),
    });
    expect(signup.status).toBe(200);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // A second server on the same directory: refused, naming both, touching nothing.
    const lockBefore = fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8');
    const second = startServer(dataDir);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another server (pid ${first.child.pid}) is already using the data directory ${dataDir}`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(lockBefore);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const restarted = await waitForListening(startServer(dataDir));
    running.push(restarted);
    expect(restarted.output()).toContain(`0 migration(s) applied now, ${total} in total`);
    const viewer = await fetch(`http://127.0.0.1:${restarted.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ viewer { email name role } }' }),
    });
    expect(await viewer.json()).toEqual({
      data: { viewer: { email: 'grace@example.com', name: 'Grace Hopper', role: 'DEVELOPER' } },
    });
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 120_000);
});
