// Seeds 100,000 apps (2,000 developers) into an embedded PGlite database, then runs the admin
// app list (listAllApplications' query: filters, search, keyset pages) many times per scenario
// and prints p50/p95 in ms, plus the EXPLAIN plan of each scenario to show it reads the
// application table through an index. Budget (decision 0014): p95 under 50 ms for every scenario on
// the embedded database; exits 1 when over, or when a plan scans the application table whole.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import type { KeysetCursor } from '../apps/server/src/db/keyset-cursor';
import {
  adminListQueries,
  listAllApplications,
  type AdminApplicationsQuery,
} from '../apps/server/src/modules/app-review/services/list-all-applications';

const APPS = 100_000;
const DEVELOPERS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BUDGET_P95_MS = 50;

const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const { db } = database;
await database.migrate();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seed(): Promise<number> {
  const started = performance.now();
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role)
    select 'bench-dev-' || n,
      (array['Ada','Grace','Linus','Margaret','Alan','Barbara','Ken','Dennis','Frances','Edsger'])[1 + n % 10]
        || ' ' || (array['Lovelace','Hopper','Torvalds','Hamilton','Turing','Liskov','Thompson',
          'Ritchie','Allen','Dijkstra','Knuth','Wirth'])[1 + (n / 10) % 12] || ' ' || n,
      'bench-dev-' || n || '@bench.test', true, 'developer'
    from generate_series(1, ${DEVELOPERS}) n`);
  // Statuses as a store has them: few in review, most live. One change every 37 seconds.
  await db.execute(sql`
    insert into application (developer_id, app_name, bundle_identifier, short_description,
      status, visibility, created_at, updated_at)
    select 'bench-dev-' || (1 + n % ${DEVELOPERS}),
      (array['Space','Pixel','Comet','Moon','Star','Tux','Snake','Kernel','Nebula','Rocket',
        'Dungeon','Puzzle'])[1 + n % 12] || ' ' || (array['Chase','Farm','Racer','Base','Hopper',
        'Quest','Panic','Run','Blaster','Garden','Tactics'])[1 + (n / 12) % 11] || ' ' || n,
      'com.bench.app' || n,
      (array['Chase comets across space','Grow pixels on a tiny farm','A puzzle about uptime',
        'The classic snake game','Hop between the stars','Slide down snowy hills',
        'Build a base on the moon','Explore a dark dungeon'])[1 + n % 8] || ' #' || n,
      s.status,
      case when s.status = 'LIVE' then 'PUBLIC' else 'PRIVATE' end,
      now() - make_interval(secs => n * 37 + 86400),
      now() - make_interval(secs => n * 37)
    from generate_series(1, ${APPS}) n
    cross join lateral (select case
      when n % 100 < 2 then 'SUBMITTED' when n % 100 < 12 then 'DRAFT'
      when n % 100 < 80 then 'LIVE' when n % 100 < 88 then 'SUSPENDED'
      else 'REJECTED' end as status) s`);
  await db.execute(sql`analyze`);
  return performance.now() - started;
}

type Scenario = { name: string; query: AdminApplicationsQuery };

const base: AdminApplicationsQuery = {
  limit: 100,
  after: null,
  status: null,
  excludeStatus: 'SUBMITTED',
  search: '',
};

/** Where the page `pages` deep of `query` starts. */
async function cursorAfter(query: AdminApplicationsQuery, pages: number): Promise<KeysetCursor> {
  let after: KeysetCursor | null = null;
  for (let i = 0; i < pages; i += 1) {
    after = (await listAllApplications(db, { ...query, after })).next;
    if (!after) throw new Error(`${query.search || query.status}: fewer than ${pages} pages`);
  }
  return after as KeysetCursor;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * The plans of the queries a page runs (a search: the walk of the newest rows, then the
 * trigram lookup only when the walk did not fill the page), and whether each reads the
 * application table only through an index.
 */
async function explain(query: AdminApplicationsQuery) {
  const queries = await adminListQueries(db, query);
  const walked = 'walked' in queries && queries.walked ? await queries.walked : [];
  const plans: { step: string; lines: string[]; ok: boolean }[] = [];
  for (const [step, builder] of Object.entries(queries)) {
    if (step === 'indexed' && walked.length > query.limit) continue;
    const statement: SQL = builder.getSQL();
    const result = await db.execute(sql`explain ${statement}`);
    const lines = rowsOf<{ 'QUERY PLAN': string }>(result).map((row) => row['QUERY PLAN']);
    const wholeScans = lines.filter((line) => /Seq Scan on application\b/.test(line));
    const indexScans = lines.filter((line) =>
      /Index (Only )?Scan( Backward)? using application_\w+|Bitmap Index Scan on application_/.test(
        line,
      ),
    );
    plans.push({ step, lines, ok: wholeScans.length === 0 && indexScans.length > 0 });
  }
  return plans;
}

let failed = false;
try {
  const seedMs = await seed();
  console.log(
    `Seeded ${APPS.toLocaleString('en')} apps of ${DEVELOPERS.toLocaleString('en')} developers ` +
      `into embedded PGlite in ${(seedMs / 1000).toFixed(1)} s.`,
  );
  const scenarios: Scenario[] = [
    { name: 'All Apps, first page (every status but SUBMITTED)', query: base },
    {
      name: 'Review queue (status SUBMITTED)',
      query: { ...base, excludeStatus: null, status: 'SUBMITTED' },
    },
    { name: 'Filter: Published (LIVE)', query: { ...base, status: 'LIVE' } },
    { name: 'Filter: Suspended', query: { ...base, status: 'SUSPENDED' } },
    { name: 'Search app name "rocket quest"', query: { ...base, search: 'rocket quest' } },
    { name: 'Search a common word "star"', query: { ...base, search: 'star' } },
    { name: 'Search short description "snowy"', query: { ...base, search: 'snowy' } },
    { name: 'Search developer name "hopper 12"', query: { ...base, search: 'hopper 12' } },
    { name: 'Search one app "Kernel Panic 4711"', query: { ...base, search: 'Kernel Panic 4711' } },
    { name: 'Search with no match "zzqqxx"', query: { ...base, search: 'zzqqxx' } },
    { name: 'Search two letters "ra"', query: { ...base, search: 'ra' } },
    {
      name: 'Search "comet" + filter Suspended',
      query: { ...base, status: 'SUSPENDED', search: 'comet' },
    },
  ];
  scenarios.push(
    { name: 'All Apps, page 2 (keyset)', query: { ...base, after: await cursorAfter(base, 1) } },
    {
      name: 'All Apps, page 500 (keyset)',
      query: { ...base, after: await cursorAfter(base, 500) },
    },
  );

  console.log(`\nThe admin list, ${RUNS} runs each (limit 100), in ms:`);
  console.log(
    `  ${'scenario'.padEnd(52)} ${'rows'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`,
  );
  const plans: { name: string; steps: Awaited<ReturnType<typeof explain>> }[] = [];
  for (const { name, query } of scenarios) {
    const rows = (await listAllApplications(db, query)).items.length; // warm-up
    await listAllApplications(db, query);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await listAllApplications(db, query);
      times.push(performance.now() - started);
    }
    const { p50, p95 } = summary(times);
    const over = p95 >= BUDGET_P95_MS;
    if (over) failed = true;
    console.log(
      `  ${name.padEnd(52)} ${String(rows).padStart(4)} ${p50.toFixed(2).padStart(7)} ${p95.toFixed(2).padStart(7)}${over ? '  OVER BUDGET' : ''}`,
    );
    plans.push({ name, steps: await explain(query) });
  }
  console.log(`  budget: p95 < ${BUDGET_P95_MS} ms in every scenario`);

  console.log('\nQuery plans (EXPLAIN):');
  for (const plan of plans) {
    for (const step of plan.steps) {
      const verdict = step.ok ? 'reads application through an index' : 'SCANS application WHOLE';
      console.log(`\n${plan.name} [${step.step}]: ${verdict}`);
      for (const line of step.lines) console.log(`  ${line}`);
      if (!step.ok) failed = true;
    }
  }
  if (failed) console.error('\nOver budget, or a plan does not use an index (see above).');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
