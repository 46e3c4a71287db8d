// Start and restart of the built portal on the embedded database (decision 0028): the time from
// launching `node apps/server/dist/server.js` to its first /readyz 200, on a new data folder
// (PGlite creates the database, every migration is applied) and then, RUNS times, on that same
// folder again (a restart: the data opened, the migrations only checked). Each start also
// prints the server's own account of where the time went (its "Ready in" log line: the
// database thread, opening the data, the migrations check, loading the app's modules, building
// the app, starting the job queue). Budgets: ready within 10 s on a new folder and 2 s on an
// existing one; exits 1 when one is missed.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, sleep, startBuiltServer } from './lib/built-server';

const BUDGET_MS = { created: 10_000, restarted: 2_000 } as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4521);

/** The figures of the server's start-up log line (apps/server/src/server.ts). */
type Startup = {
  readyMs: number;
  databaseOpenAt: number;
  pglite?: { threadStartMs: number; loadMs: number; openMs: number; created: boolean };
  migrationsCheckMs: number;
  modulesLoadedAt: number;
  appBuildMs: number;
  listenMs: number;
};

function startupOf(output: string): Startup {
  for (const line of output.split('\n')) {
    if (!line.includes('"startup"')) continue;
    return (JSON.parse(line) as { startup: Startup }).startup;
  }
  throw new Error(`the server logged no start-up figures:\n${output}`);
}

async function startOnce(dataDir: string): Promise<{ launchToReadyMs: number; startup: Startup }> {
  const launchedAt = performance.now();
  const server = await startBuiltServer({
    port,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: 'capture',
  });
  const launchToReadyMs = performance.now() - launchedAt;
  try {
    // The port opens just before the server logs its figures, and its output comes through a
    // pipe: the line can arrive after the first /readyz 200.
    const logged = performance.now();
    while (!server.output().includes('"startup"') && performance.now() - logged < 5_000)
      await sleep(20);
    return { launchToReadyMs, startup: startupOf(server.output()) };
  } finally {
    await server.stop();
  }
}

function describe(startup: Startup): string {
  const { pglite } = startup;
  return (
    `server says ready at ${startup.readyMs} ms: database open at ${startup.databaseOpenAt} ms` +
    (pglite
      ? ` (thread started at ${pglite.threadStartMs} ms, PGlite loaded in ${pglite.loadMs} ms, data ${pglite.created ? 'created' : 'opened'} in ${pglite.openMs} ms)`
      : '') +
    `, migrations checked in ${startup.migrationsCheckMs} ms, modules loaded at ${startup.modulesLoadedAt} ms,` +
    ` app built in ${startup.appBuildMs} ms, job queue and listening in ${startup.listenMs} ms`
  );
}

if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/server.js')))
  throw new Error('Build first: npm run build -w @vmu/server (npm run bench:start does).');

const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-start-'));
const failures: string[] = [];
const check = (ok: boolean, line: string) => {
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${line}`);
  if (!ok) failures.push(line);
};
try {
  console.log('Embedded database (PGlite), launch to the first /readyz 200:');
  const created = await startOnce(dataDir);
  console.log(
    `  new data folder   ${created.launchToReadyMs.toFixed(0).padStart(6)} ms  ${describe(created.startup)}`,
  );
  const restarts = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const restart = await startOnce(dataDir);
    restarts.push(restart.launchToReadyMs);
    console.log(
      `  restart ${run}         ${restart.launchToReadyMs.toFixed(0).padStart(6)} ms  ${describe(restart.startup)}`,
    );
  }
  const slowestRestart = Math.max(...restarts);
  console.log('  budgets:');
  check(
    created.launchToReadyMs <= BUDGET_MS.created,
    `ready ${created.launchToReadyMs.toFixed(0)} ms after launch on a new data folder (at most ${BUDGET_MS.created} ms)`,
  );
  check(
    slowestRestart <= BUDGET_MS.restarted,
    `ready ${slowestRestart.toFixed(0)} ms after launch on an existing data folder, the slowest of ${RUNS} (at most ${BUDGET_MS.restarted} ms)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll start-up budgets met.');
