// Load on the built portal, one developer with 50 apps, on the embedded database and, when
// BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL too (a fresh database is made
// there and dropped after). For each database, in one run and one server process:
//   - GET /healthz alone, the process's floor for any request;
//   - the bare list: a plain Fastify route in the same process reading the same 50 rows with
//     one SQL query and JSON.stringify (bench/load/hooks.ts), the floor of a list: the list's
//     own statement, prepared as the list's is, so the rows carry what a card shows (the
//     icon's file, the active users) and the difference is the API's own cost;
//   - the GraphQL list, exactly as My Applications sends it (50 app cards);
//   - GET /healthz while the bare list, then the GraphQL list, runs beside it: does a list stall
//     the process? (the bare list's figure is the reference: what rows alone leave /healthz)
//   - the mixed developer load: the list, one app, a bundle identifier check and GET /.
// Each case prints req/s, p50 and p99 latency, errors, the server's CPU (all its threads, and
// its main thread's share: the event loop that /healthz waits for) and its resident memory. Budgets
// (decision 0029) are checked at the end; exits 1 when one fails.
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import {
  AppFormApplicationDocument,
  AppFormBundleCheckDocument,
  DeveloperApplicationsDocument,
} from '../apps/web/src/lib/graphql/graphql';
import { repoRoot, sleep, startBuiltServer, type BuiltServer } from './lib/built-server';
import { bundleServerHooks } from './lib/server-hooks';

const BUDGET = {
  listOfFloor: 0.6,
  healthzDuringListOfIdle: 0.5, // embedded database only
  mixed: { postgres: { reqPerSec: 500, p99Ms: 100 }, pglite: { reqPerSec: 300, p99Ms: null } },
  rssGrowth: 0.1,
} as const;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 4520);
const postgresUrl = process.env.BENCH_DATABASE_URL;

type Case = {
  name: string;
  result: Result;
  cpuSeconds: number;
  /** Of cpuSeconds, the main thread's: what a /healthz beside the case waits for. */
  mainThreadCpuSeconds: number;
  rssMb: number;
  /** CPU seconds of this process (autocannon, the load generator) during the case. */
  generatorCpuSeconds: number;
};

const graphql = (query: { toString(): string }, variables: Record<string, unknown>) =>
  JSON.stringify({ query: query.toString(), variables });

async function run(options: Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

async function measure(
  server: BuiltServer,
  name: string,
  load: () => Promise<Result>,
): Promise<Case> {
  const cpuBefore = server.cpuSeconds();
  const mainBefore = server.mainThreadCpuSeconds();
  const generatorBefore = process.cpuUsage();
  const result = await load();
  const generator = process.cpuUsage(generatorBefore);
  return {
    generatorCpuSeconds: (generator.user + generator.system) / 1e6,
    name,
    result,
    cpuSeconds: server.cpuSeconds() - cpuBefore,
    mainThreadCpuSeconds: server.mainThreadCpuSeconds() - mainBefore,
    rssMb: server.statusKb('VmRSS') / 1024,
  };
}

const errorsOf = (r: Result) => r.errors + r.timeouts + r.non2xx;

function printCase(c: Case): void {
  const { result: r } = c;
  const perRequestMs = (seconds: number) => (seconds * 1000) / Math.max(1, r.requests.total);
  console.log(
    `  ${c.name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s` +
      `  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms` +
      `  errors ${String(errorsOf(r)).padStart(3)}` +
      `  CPU ${((c.cpuSeconds / r.duration) * 100).toFixed(0).padStart(3)}% (${perRequestMs(c.cpuSeconds).toFixed(2)} ms/req,` +
      ` main thread ${((c.mainThreadCpuSeconds / r.duration) * 100).toFixed(0)}% ${perRequestMs(c.mainThreadCpuSeconds).toFixed(2)})` +
      `  RSS ${c.rssMb.toFixed(0)} MB  load generator CPU ${((c.generatorCpuSeconds / r.duration) * 100).toFixed(0)}%`,
  );
}

type Request = NonNullable<Options['requests']>[number] & { path: string };

/**
 * Every case, one after the other, `seconds` each. The first pass warms the server up (code
 * compiled, pools filled, the heap at its working size) so that memory read after it is the
 * "before" of the leak check.
 */
async function runCases(
  server: BuiltServer,
  requests: { list: Request; getOne: Request; bundleCheck: Request; landing: Request },
  seconds: number,
  print: boolean,
) {
  const { list, getOne, bundleCheck, landing } = requests;
  const load = (options: Options) => run({ duration: seconds, ...options });
  const add = async (name: string, go: () => Promise<Result>) => {
    const measured = await measure(server, name, go);
    if (print) printCase(measured);
    return measured;
  };
  const idle = await add('GET /healthz alone', () => load({ url: `${server.origin}/healthz` }));
  const floor = await add('bare list (1 SQL + stringify)', () =>
    load({ url: `${server.origin}/__bench/floor` }),
  );
  const graphqlList = await add('GraphQL list of 50', () =>
    load({ url: `${server.origin}/graphql`, ...list }),
  );
  /** `options` and GET /healthz at once: the case, and what /healthz kept beside it. */
  const beside = async (name: string, healthzName: string, options: Options) => {
    let healthz: Result | undefined;
    const loaded = await add(name, async () => {
      const [result, probe] = await Promise.all([
        load(options),
        load({ url: `${server.origin}/healthz` }),
      ]);
      healthz = probe;
      return result;
    });
    if (print)
      console.log(
        `  ${healthzName.padEnd(30)} ${healthz!.requests.average.toFixed(0).padStart(6)} req/s` +
          `  p50 ${String(healthz!.latency.p50).padStart(4)} ms  p99 ${String(healthz!.latency.p99).padStart(4)} ms` +
          `  errors ${String(errorsOf(healthz!)).padStart(3)}`,
      );
    return { loaded, healthz: healthz! };
  };
  // The bare list with /healthz beside it is no budget: it shows what a list costing only its
  // rows leaves /healthz on this machine, the reference for the GraphQL list's figure.
  const floorBeside = await beside('bare list, /healthz beside', '/healthz during the bare list', {
    url: `${server.origin}/__bench/floor`,
  });
  const listBeside = await beside('GraphQL list, /healthz beside', '/healthz during the list', {
    url: `${server.origin}/graphql`,
    ...list,
  });
  const during = listBeside.healthz;
  const mixed = await add('mixed developer load', () =>
    load({ url: server.origin, requests: [list, getOne, bundleCheck, landing] }),
  );
  return { idle, floor, graphqlList, floorBeside, listBeside, during, mixed };
}

async function benchDatabase(
  kind: 'pglite' | 'postgres',
  hooks: string[],
  databaseUrl?: string,
): Promise<string[]> {
  const failures: string[] = [];
  const startedAt = performance.now();
  const server = await startBuiltServer({
    port,
    nodeArgs: ['--expose-gc', ...hooks],
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  });
  const readyMs = performance.now() - startedAt;
  try {
    const seeded = await fetch(`${server.origin}/__bench/seed`, {
      method: 'POST',
      headers: { origin: server.origin },
    });
    if (!seeded.ok) throw new Error(`seeding: ${seeded.status} ${await seeded.text()}`);
    const { email, password, appId, bundleIdentifier } = (await seeded.json()) as {
      email: string;
      password: string;
      appId: string;
      bundleIdentifier: string;
    };
    const signedIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ email, password }),
    });
    if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { 'content-type': 'application/json', origin: server.origin, cookie };
    const list = {
      method: 'POST' as const,
      path: '/graphql',
      headers,
      body: graphql(DeveloperApplicationsDocument, { limit: 50 }),
    };
    const getOne = { ...list, body: graphql(AppFormApplicationDocument, { appId }) };
    const bundleCheck = {
      ...list,
      body: graphql(AppFormBundleCheckDocument, { bundleIdentifier }),
    };
    const landing = { method: 'GET' as const, path: '/', headers: { accept: 'text/html' } };

    // Each request answers what the screens expect before any is timed.
    for (const request of [list, getOne, bundleCheck]) {
      const response = await fetch(`${server.origin}${request.path}`, request);
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      if (!response.ok || body.errors) throw new Error(`${request.body}: ${JSON.stringify(body)}`);
    }
    const first = (await (await fetch(`${server.origin}/graphql`, list)).json()) as {
      data: { listDeveloperApplications: { items: unknown[] } };
    };
    const floorBody = (await (await fetch(`${server.origin}/__bench/floor`)).json()) as {
      items: unknown[];
    };
    if (first.data.listDeveloperApplications.items.length !== 50 || floorBody.items.length !== 50)
      throw new Error('the list and the floor must both answer 50 apps');
    const listBytes = JSON.stringify(first).length;

    const requests = { list, getOne, bundleCheck, landing };
    await runCases(server, requests, 3, false);
    const rssBefore = await retainedRssMb(server);
    console.log(
      `\n${kind === 'pglite' ? 'Embedded database (PGlite)' : `PostgreSQL (${new URL(databaseUrl!).host})`}: ` +
        `ready in ${readyMs.toFixed(0)} ms, ${CONNECTIONS} connections, ${SECONDS} s per case ` +
        `after a 3 s warm-up pass of every case, list answer ${(listBytes / 1024).toFixed(1)} kB`,
    );
    const cases = await runCases(server, requests, SECONDS, true);
    const { idle, floor, graphqlList, during, floorBeside, mixed } = cases;
    const rssAfter = await retainedRssMb(server);

    // Budgets.
    const check = (ok: boolean, line: string) => {
      console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${line}`);
      if (!ok) failures.push(`${kind}: ${line}`);
    };
    console.log('  budgets:');
    const listRatio = graphqlList.result.requests.average / floor.result.requests.average;
    check(
      listRatio >= BUDGET.listOfFloor,
      `GraphQL list at ${listRatio.toFixed(2)}x the bare list's req/s (at least ${BUDGET.listOfFloor}x)`,
    );
    const healthzRatio = during.requests.average / idle.result.requests.average;
    const floorHealthzRatio = floorBeside.healthz.requests.average / idle.result.requests.average;
    console.log(
      `         /healthz during the bare list keeps ${(floorHealthzRatio * 100).toFixed(0)}% of its idle req/s (the reference, no budget)`,
    );
    if (kind === 'pglite') {
      check(
        healthzRatio >= BUDGET.healthzDuringListOfIdle,
        `/healthz during the list keeps ${(healthzRatio * 100).toFixed(0)}% of its idle req/s (at least ${BUDGET.healthzDuringListOfIdle * 100}%)`,
      );
    } else {
      console.log(
        `         /healthz during the list keeps ${(healthzRatio * 100).toFixed(0)}% of its idle req/s (no budget on PostgreSQL)`,
      );
    }
    const mixedBudget = BUDGET.mixed[kind];
    const mixedResult = mixed.result;
    check(
      mixedResult.requests.average >= mixedBudget.reqPerSec &&
        (mixedBudget.p99Ms === null || mixedResult.latency.p99 < mixedBudget.p99Ms),
      `mixed load ${mixedResult.requests.average.toFixed(0)} req/s, p99 ${mixedResult.latency.p99} ms ` +
        `(at least ${mixedBudget.reqPerSec} req/s${mixedBudget.p99Ms === null ? '' : `, p99 under ${mixedBudget.p99Ms} ms`})`,
    );
    const errors =
      [idle, floor, graphqlList, floorBeside.loaded, cases.listBeside.loaded, mixed].reduce(
        (sum, c) => sum + errorsOf(c.result),
        0,
      ) +
      errorsOf(during) +
      errorsOf(floorBeside.healthz);
    check(errors === 0, `${errors} errors in all cases (none allowed)`);
    const growth = (rssAfter - rssBefore) / rssBefore;
    check(
      growth <= BUDGET.rssGrowth,
      `server RSS after a full GC: ${rssBefore.toFixed(0)} MB after the warm-up, ${rssAfter.toFixed(0)} MB after the run ` +
        `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%, at most +${BUDGET.rssGrowth * 100}%)`,
    );
  } finally {
    await server.stop();
  }
  return failures;
}

/**
 * The server's resident memory after a full garbage collection in it: what it keeps, whatever
 * the collector had not yet got round to when the load stopped.
 */
async function retainedRssMb(server: BuiltServer): Promise<number> {
  await sleep(300);
  const gc = await fetch(`${server.origin}/__bench/gc`, {
    method: 'POST',
    headers: { origin: server.origin },
  });
  if (!((await gc.json()) as { collected: boolean }).collected)
    throw new Error('the server did not collect its garbage: it must run with --expose-gc');
  return server.statusKb('VmRSS') / 1024;
}

/** A fresh database on the PostgreSQL server of `url`, dropped by the returned function. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vmu_bench_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/server.js')))
  throw new Error('Build first: npm run build (npm run bench:load does).');
const hooks = await bundleServerHooks('load', 'bench/load/hooks.ts');
const failures = await benchDatabase('pglite', hooks);
if (postgresUrl) {
  const database = await freshPostgresDatabase(postgresUrl);
  try {
    failures.push(...(await benchDatabase('postgres', hooks, database.url)));
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://... to measure it too)');
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll load budgets met.');
