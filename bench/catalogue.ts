// The store's public catalogue at 100,000 apps (decision 0035), on the embedded PGlite database, or
// on PostgreSQL when BENCH_DATABASE_URL names a server (a fresh database is made there and
// dropped after).
//   1. Seeds 100,000 apps of 3,000 developers as a store has them: most live and public, the
//      rest in review, drafts, rejected or suspended; games and apps, free and paid, every PEGI
//      rating, downloads from none to a few hundred thousand, published over three years, with
//      their approved versions. Then VACUUM ANALYZE.
//   2. The catalogue's list (listCatalogue, the service behind GET /api/store/v1/apps) many times
//      per scenario: the first page of each sort, page 2 and a page 60,000 apps deep through
//      cursors, each filter alone and combined, searches (a common word, a rare one, a
//      developer's name, nothing), and prints p50/p95 in ms with the EXPLAIN plan of each query
//      the scenario runs: every one must read the application table through an index, none scan
//      it whole, and each scenario must use a catalogue index or a trigram index.
//   3. The built portal (apps/server/dist/server.js) on the same database, and autocannon on the
//      app page (GET /api/store/v1/apps/{bundleIdentifier}, 50 apps in turn), then on the same
//      with If-None-Match (304): req/s, p50, p99 and errors.
// Budgets (decision 0035), each printed and checked; exits 1 when one is missed:
//   - every list scenario: p95 at most 50 ms, on PGlite and on PostgreSQL;
//   - the app page: at least 300 req/s, p99 under 100 ms, no errors; 304 answers at least as
//     many per second as 200 answers.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_SORTS,
  CatalogueAppDetailSchema,
  catalogueSearchTerm,
  storeApiAppPath,
  type CatalogueSort,
} from '@vmu/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { cursorTimestampText } from '../apps/server/src/db/keyset-cursor';
import { application } from '../apps/server/src/db/schema/apps';
import {
  catalogueListQueries,
  listCatalogue,
  type CatalogueListQuery,
} from '../apps/server/src/modules/store/services/list-catalogue';
import type { CatalogueCursor } from '../apps/server/src/modules/store/catalogue-cursor';
import { repoRoot, startBuiltServer } from './lib/built-server';
import { freshPostgresDatabase } from './lib/postgres-database';
import { runBenchmark } from './lib/run-benchmark';

const APPS = 100_000;
const DEVELOPERS = 3_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** A scenario runs RUNS times, or at least MIN_RUNS times and then for SCENARIO_MS at most. */
const MIN_RUNS = 20;
const SCENARIO_MS = 5000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Where the deep pages start: most of the catalogue (72,000 apps) before them. */
const DEEP_ROWS = 60_000;
const PAGE_APPS = 50;
const port = Number(process.env.BENCH_PORT ?? 4521);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const BUDGET = { listP95Ms: 50, appPage: { reqPerSec: 300, p99Ms: 100 } } as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ---------------------------------------------------------------------------------------------
// Seeding

/**
 * A number in [0, 1) drawn from app `n` and a salt: the same on every run and both databases,
 * so the figures of two runs are of the same store.
 */
const draw = (salt: number) =>
  sql.raw(`((hashint4(n * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`);

const list = (words: readonly string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`);

const FIRST_NAMES = (
  'Ada Grace Linus Margaret Alan Barbara Ken Dennis Frances Edsger Donald Niklaus Radia ' +
  'Sophie John Hedy Katherine Tim Guido Yukihiro Bjarne Anders Brendan James Rasmus ' +
  'Larry Shafi Leslie Tony Fran Jean Mary Carol Annie Evelyn Kay Lynn Adele Ida Betty'
).split(' ');
const LAST_NAMES = (
  'Lovelace Hopper Torvalds Hamilton Turing Liskov Thompson Ritchie Allen Dijkstra ' +
  'Knuth Wirth Perlman Wilson Backus Lamarr Johnson Berners Rossum Matsumoto Stroustrup ' +
  'Hejlsberg Eich Gosling Lerdorf Wall Goldwasser Lamport Hoare Sammet Bartik Keller ' +
  'Shaw Easley Boyd Conway Estrin Goldberg Spence Holberton Kemeny Kurtz Floyd Tarjan ' +
  'Hellman Diffie Rivest Shamir Adleman Kahn Cerf Metcalfe Postel Baran Davies ' +
  'Licklider Engelbart Sutherland Cray Amdahl Brooks Codd Gray Stonebraker Bachman Chen ' +
  'Huang Nakamura Okafor Mensah Novak Kowalski Silva Moreau Lindqvist'
).split(' ');
/**
 * Developer n is FIRST_NAMES[n % 40] LAST_NAMES[n / 40]: each of the 3,000 has a name of their
 * own. Developer 41 is Grace Hopper, with about 140 apps (developers are drawn as 3000 r^2).
 */
const DEVELOPER_SEARCHED = 'Grace Hopper';

const NAME_FIRST = (
  'Space Pixel Comet Moon Star Tiny Snake Retro Nebula Rocket Dungeon Puzzle Neon Turbo ' +
  'Crystal Shadow Solar Frost Iron Lucky Cosmic Mega Micro Ghost Castle Ocean Thunder ' +
  'Pocket Velvet Atomic'
).split(' ');
const NAME_SECOND = (
  'Chase Farm Racer Base Jumper Quest Panic Run Blaster Garden Tactics Notes Clock ' +
  'Timer Paint Tracker Calculator Journal Radio Golf Tennis Chess Solitaire Tetra Drift ' +
  'Pinball Invaders Miner Builder Defender Knight Wizard Pilot Diver Ranger Hunter ' +
  'Keeper Lab Studio Beats'
).split(' ');
/** Most names have none; rtrim drops the space before an empty one. */
const NAME_SUFFIX = ',,,2,DX,Deluxe,Zero,Advance,Pocket,64,Plus,Classic'.split(',');
const DESCRIPTIONS = [
  'Chase comets across space in a race against time',
  'Grow pixels on a tiny farm and sell the harvest',
  'A puzzle about gears, levers and falling blocks',
  'The classic snake game with new levels every week',
  'Hop between the stars and collect every crystal',
  'Slide down snowy hills and dodge the pine trees',
  'Build a base on the moon and keep the lights on',
  'Explore a dark dungeon with a torch and a map',
  'Keep notes, lists and reminders on your wrist',
  'A stopwatch, a timer and an alarm in one tool',
  'Paint tiny pictures one square at a time',
  'Track your steps, your sleep and your mood',
  'Turn-based tactics with knights, archers and dragons',
  'An arcade shooter with bosses and power-ups',
  'Play chess against the machine or a friend',
  'Mix drum loops and bass lines into a song',
];
/** In 1 app in 10,000: the rare word of the name search. */
const RARE_NAME_WORD = 'Zephyr';

/**
 * The indexes of the seeded tables other than their keys, as the migrations made them. Seeding
 * drops them and builds them again from these definitions once the rows are in, as a bulk load
 * does: kept, they made the embedded database's seeding 90 s instead of 20 (the trigram indexes,
 * fastupdate off, take each row's trigrams one by one), and this bench is not about writes.
 */
async function secondaryIndexes(database: DatabaseHandle) {
  return rowsOf<{ name: string; definition: string }>(
    await database.db.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace
        and t.relname in ('user', 'application', 'application_version')
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`),
  );
}

/** Apps, developers, versions; VACUUM ANALYZE. Returns how long it took, in ms. */
async function seed(database: DatabaseHandle): Promise<number> {
  if (FIRST_NAMES.length * LAST_NAMES.length !== DEVELOPERS)
    throw new Error('each developer must have a name of their own');
  const { db } = database;
  const started = performance.now();
  const indexes = await secondaryIndexes(database);
  for (const { name } of indexes) await database.executeSql(`drop index ${name}`);
  // The catalogue's revision is one row raised once per changed published app at each commit:
  // seeding 72,000 of them in one statement would update that row 72,000 times in one
  // transaction (each update walking the versions before it, a minute of seeding). Raised once
  // at the end instead, as one commit would.
  await database.executeSql(
    'alter table application disable trigger application_catalogue_revision',
  );
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at)
    select 'bench-dev-' || n,
      (${list(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' ||
        (${list(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
      'bench-dev-' || n || '@bench.test', true, 'developer',
      now() - interval '4 years'
    from generate_series(0, ${DEVELOPERS - 1}) n`);
  // A few developers publish much (developer = 3000 r^2: the first ones have hundreds of apps),
  // most publish a handful. Statuses as a store has them; 'newest' spreads over three years.
  await db.execute(sql`
    insert into application (developer_id, app_name, bundle_identifier, short_description,
      long_description, categories, price_cents, currency, current_version, status, visibility,
      age_rating, assets, vmupack_size, total_downloads, total_sales, published_at,
      created_at, updated_at)
    select 'bench-dev-' || floor(${DEVELOPERS} * r_dev * r_dev)::int,
      rtrim(case when n % 10000 = 77 then ${RARE_NAME_WORD} || ' ' else '' end
        || (${list(NAME_FIRST)})[1 + n % ${NAME_FIRST.length}] || ' '
        || (${list(NAME_SECOND)})[1 + (n / ${NAME_FIRST.length}) % ${NAME_SECOND.length}] || ' '
        || (${list(NAME_SUFFIX)})[1 + (n / ${NAME_FIRST.length * NAME_SECOND.length}) % ${NAME_SUFFIX.length}]),
      'com.bench.app' || n,
      (${list(DESCRIPTIONS)})[1 + (n / 7) % ${DESCRIPTIONS.length}],
      repeat((${list(DESCRIPTIONS)})[1 + (n / 3) % ${DESCRIPTIONS.length}] || '. ', 6),
      case when is_game then '{game,arcade}'::text[] else '{app,utility}'::text[] end,
      case when r_price < 0.7 then 0 else (array[99, 199, 299, 499, 999])[1 + n % 5] end,
      (array['USD', 'USD', 'USD', 'EUR', 'GBP'])[1 + n % 5],
      '1.' || (n % 4) || '.0',
      status,
      case when status = 'LIVE' then 'PUBLIC' else 'PRIVATE' end,
      jsonb_build_object('pegi', pegi, 'esrb', null, 'regional', '{}'::jsonb),
      case when published_at is null then ${sql.raw(`'{"vmupack":null,"vmuIcon":null,"webIcon":null,"heroBanner":null,"vmuBanner":null,"screenshots":{"web":[],"vmu":[]}}'::jsonb`)}
        else jsonb_build_object(
          'vmupack', 'private/bench/' || n || '/app.vmupack',
          'vmuIcon', 'public/bench/' || n || '/vmu-icon.bmp',
          'webIcon', 'public/bench/' || n || '/web-icon.png',
          'heroBanner', 'public/bench/' || n || '/hero.png',
          'vmuBanner', 'public/bench/' || n || '/vmu-banner.bmp',
          'screenshots', jsonb_build_object(
            'web', jsonb_build_array('public/bench/' || n || '/shot-1.png', 'public/bench/' || n || '/shot-2.png'),
            'vmu', jsonb_build_array('public/bench/' || n || '/vmu-shot-1.bmp')))
      end,
      50000 + floor(r_size * 4000000)::int,
      case when published_at is null then 0 else floor(250000 * power(r_downloads, 6))::int end,
      case when published_at is null or r_price < 0.7 then 0 else floor(2000 * power(r_downloads, 6))::int end,
      published_at,
      coalesce(published_at, now() - make_interval(secs => r_age * 86400 * 365)) - interval '9 days',
      coalesce(published_at, now() - make_interval(secs => r_age * 86400 * 365)) + interval '1 day'
    from (
      select n, r_dev, r_price, r_size, r_downloads, r_age, is_game, status,
        case when status in ('LIVE', 'SUSPENDED')
          then now() - make_interval(secs => r_age * 86400 * 365 * 3) end as published_at,
        case
          when is_game then (array['PEGI_3', 'PEGI_3', 'PEGI_3', 'PEGI_7', 'PEGI_7', 'PEGI_12',
            'PEGI_12', 'PEGI_12', 'PEGI_16', 'PEGI_18'])[1 + floor(r_pegi * 10)::int]
          when r_pegi < 0.55 then null
          when r_pegi < 0.95 then 'PEGI_3'
          else 'PEGI_7'
        end as pegi
      from (
        select n, ${draw(1)} as r_dev, ${draw(2)} as r_price, ${draw(3)} as r_size,
          ${draw(4)} as r_downloads, ${draw(5)} as r_age, ${draw(6)} as r_pegi,
          ${draw(7)} < 0.6 as is_game,
          case
            when ${draw(8)} < 0.72 then 'LIVE' when ${draw(8)} < 0.75 then 'SUSPENDED'
            when ${draw(8)} < 0.78 then 'SUBMITTED' when ${draw(8)} < 0.91 then 'DRAFT'
            else 'REJECTED'
          end as status
        from generate_series(1, ${APPS}) n
      ) drawn
    ) app`);
  // One approved version per minor release up to the current one; the rare word of the
  // description search is in 1 app in 5,000.
  await db.execute(sql`
    update application set short_description = 'Bioluminescent ' || lower(short_description)
    where substring(bundle_identifier from 14)::int % 5000 = 123`);
  await db.execute(sql`
    insert into application_version (application_id, version_number, release_notes,
      review_status, is_update, package_name, created_at, updated_at, submitted_at, decided_at,
      approved_at, binary_key, file_size)
    select a.id, '1.' || k || '.0', 'Fixes and a new level for version 1.' || k, 'APPROVED',
      k > 0, a.app_name, at - interval '2 days', at, at - interval '2 days', at, at,
      'private/bench/' || a.bundle_identifier || '/' || k || '.vmupack', a.vmupack_size
    from application a
    cross join lateral generate_series(0, split_part(a.current_version, '.', 2)::int) k
    -- Releases spread between the first publication and now.
    cross join lateral (select a.published_at
      + (now() - a.published_at) * (k / (split_part(a.current_version, '.', 2)::float8 + 1)) as at) t
    where a.published_at is not null`);
  await db.execute(sql`
    update application a set current_version_id = v.id
    from application_version v
    where v.application_id = a.id and v.version_number = a.current_version`);
  await database.executeSql(
    'alter table application enable trigger application_catalogue_revision',
  );
  await db.execute(sql`update catalogue_revision set revision = revision + 1 where id = 1`);
  for (const { definition } of indexes) await database.executeSql(definition);
  const rebuilt = await secondaryIndexes(database);
  if (JSON.stringify(rebuilt) !== JSON.stringify(indexes))
    throw new Error("the indexes built again differ from the migrations' ones");
  // Seeding rewrote every published row once (its current version), which a store's own
  // history spreads over years and autovacuum (PostgreSQL) cleans behind: without VACUUM the
  // embedded database would carry the dead half of the table into every measurement.
  await database.executeSql('vacuum analyze');
  return performance.now() - started;
}

/** How many apps the catalogue holds, and how many of each kind, as seeded. */
async function describeStore(database: DatabaseHandle) {
  const [row] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`
      select count(*)::int as apps,
        count(*) filter (where status = 'LIVE' and visibility = 'PUBLIC')::int as catalogue,
        count(*) filter (where status = 'LIVE' and visibility = 'PUBLIC' and categories[1] = 'game')::int as games,
        count(*) filter (where status = 'LIVE' and visibility = 'PUBLIC' and price_cents > 0)::int as paid,
        (select count(*)::int from application_version) as versions
      from application`),
  );
  return row!;
}

// ---------------------------------------------------------------------------------------------
// The list

type Scenario = { name: string; query: CatalogueListQuery };

const firstPage = (overrides: Partial<CatalogueListQuery> = {}): CatalogueListQuery => ({
  search: '',
  type: undefined,
  price: undefined,
  pegi: undefined,
  sort: 'newest',
  limit: 24,
  after: null,
  ...overrides,
});

const searchFor = (q: string, overrides: Partial<CatalogueListQuery> = {}) =>
  firstPage({ search: catalogueSearchTerm(q), ...overrides });

/** Each sort's order, as its partial index holds it. */
const SORT_ORDER: Record<CatalogueSort, SQL> = {
  newest: sql`published_at desc nulls last, id desc nulls last`,
  downloads: sql`total_downloads desc nulls last, id desc nulls last`,
  name: sql`lower(app_name), id`,
};

/**
 * The cursor a client holds after reading `rows` apps of the catalogue in `sort`'s order: the
 * keys of the row there, read once with OFFSET (paging there cursor by cursor would take
 * minutes). The page after it must start at the next row, which checks the cursor's meaning.
 */
async function deepCursor(
  database: DatabaseHandle,
  sort: CatalogueSort,
  rows: number,
): Promise<CatalogueCursor> {
  const keys = (offset: number) =>
    database.db.execute(sql`
      select id, ${cursorTimestampText(application.publishedAt)} as at,
        total_downloads as downloads, lower(app_name) as name
      from application where status = 'LIVE' and visibility = 'PUBLIC'
      order by ${SORT_ORDER[sort]} offset ${offset} limit 1`);
  type Keys = { id: string; at: string; downloads: number; name: string };
  const [last] = rowsOf<Keys>(await keys(rows - 1));
  const [next] = rowsOf<Keys>(await keys(rows));
  if (!last || !next) throw new Error(`the catalogue holds fewer than ${rows + 1} apps`);
  const cursor: CatalogueCursor =
    sort === 'newest'
      ? { sort, at: last.at, id: last.id }
      : sort === 'downloads'
        ? { sort, downloads: last.downloads, id: last.id }
        : { sort, name: last.name, id: last.id };
  const page = await listCatalogue(database.db, firstPage({ sort, after: cursor }));
  if (page.rows[0]?.id !== next.id)
    throw new Error(`${sort}: the page after row ${rows} does not start at row ${rows + 1}`);
  return cursor;
}

/** The cursor the first page of `sort` hands out, as a client gets it. */
async function secondPageCursor(database: DatabaseHandle, sort: CatalogueSort) {
  const { next } = await listCatalogue(database.db, firstPage({ sort }));
  if (!next) throw new Error(`${sort}: the first page says there is no other`);
  return next;
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

type Plan = { step: string; lines: string[]; problem: string | null };

const WHOLE_SCAN = /Seq Scan on application\b/;
const INDEX_READ =
  /(Index (Only )?Scan( Backward)? using (application_\w+|\w+_pkey|\w+_key) on application\b)|(Bitmap Index Scan on application_\w+)/;
const CATALOGUE_OR_TRIGRAM = /application_catalogue_\w+_idx|\w+_trgm_idx/;

/**
 * The plans of the queries the page runs: a search walks its sort's first rows, then goes to
 * the trigram indexes only when the walk did not fill the page, so the second plan is shown
 * only when the service runs it.
 */
async function explain(database: DatabaseHandle, query: CatalogueListQuery): Promise<Plan[]> {
  const queries = await catalogueListQueries(database.db, query);
  const walked = 'walked' in queries && queries.walked ? await queries.walked : [];
  const plans: Plan[] = [];
  for (const [step, builder] of Object.entries(queries)) {
    if (step === 'indexed' && walked.length > query.limit) continue;
    const statement: SQL = builder.getSQL();
    const result = await database.db.execute(sql`explain ${statement}`);
    const lines = rowsOf<{ 'QUERY PLAN': string }>(result).map((row) => row['QUERY PLAN']);
    const problem = lines.some((line) => WHOLE_SCAN.test(line))
      ? 'scans application whole'
      : !lines.some((line) => INDEX_READ.test(line))
        ? 'reads application through no index'
        : null;
    plans.push({ step, lines, problem });
  }
  return plans;
}

type ListResult = {
  name: string;
  rows: number;
  runs: number;
  p50: number;
  p95: number;
  plans: Plan[];
};

async function measureList(database: DatabaseHandle): Promise<ListResult[]> {
  const scenarios: Scenario[] = [
    { name: 'Newest, first page', query: firstPage({ sort: 'newest' }) },
    { name: 'Most downloaded, first page', query: firstPage({ sort: 'downloads' }) },
    { name: 'Name, first page', query: firstPage({ sort: 'name' }) },
    { name: 'Newest, 100 a page (a device)', query: firstPage({ limit: 100 }) },
    { name: 'Type: games', query: firstPage({ type: 'game' }) },
    { name: 'Type: apps', query: firstPage({ type: 'app' }) },
    { name: 'Price: free', query: firstPage({ price: 'free' }) },
    { name: 'Price: paid', query: firstPage({ price: 'paid' }) },
    { name: 'PEGI 3', query: firstPage({ pegi: 'PEGI_3' }) },
    { name: 'PEGI 18', query: firstPage({ pegi: 'PEGI_18' }) },
    {
      name: 'Games, paid, PEGI 12, by downloads',
      query: firstPage({ type: 'game', price: 'paid', pegi: 'PEGI_12', sort: 'downloads' }),
    },
    {
      name: 'Apps, free, PEGI 3, by name',
      query: firstPage({ type: 'app', price: 'free', pegi: 'PEGI_3', sort: 'name' }),
    },
    {
      name: 'Apps, paid, PEGI 18 (none seeded)',
      query: firstPage({ type: 'app', price: 'paid', pegi: 'PEGI_18' }),
    },
    { name: 'Search a common word "space"', query: searchFor('space') },
    { name: 'Search "space" by name', query: searchFor('space', { sort: 'name' }) },
    { name: 'Search a rare name "zephyr"', query: searchFor('zephyr') },
    { name: 'Search a rare word "bioluminescent"', query: searchFor('bioluminescent') },
    { name: `Search a developer "${DEVELOPER_SEARCHED}"`, query: searchFor(DEVELOPER_SEARCHED) },
    { name: 'Search with no match "zzqqxx"', query: searchFor('zzqqxx') },
    {
      name: 'Search "quest", games, free, by downloads',
      query: searchFor('quest', { type: 'game', price: 'free', sort: 'downloads' }),
    },
  ];
  for (const sort of CATALOGUE_SORTS) {
    scenarios.push(
      {
        name: `${sort}, page 2 (its cursor)`,
        query: firstPage({ sort, after: await secondPageCursor(database, sort) }),
      },
      {
        name: `${sort}, after ${DEEP_ROWS.toLocaleString('en')} apps (cursor)`,
        query: firstPage({ sort, after: await deepCursor(database, sort, DEEP_ROWS) }),
      },
    );
  }

  const results: ListResult[] = [];
  for (const { name, query } of scenarios) {
    const rows = (await listCatalogue(database.db, query)).rows.length; // warm-up
    await listCatalogue(database.db, query);
    const times: number[] = [];
    const begun = performance.now();
    // A scenario far over budget stops early, so that the run's time stays bounded.
    for (let i = 0; i < RUNS && (i < MIN_RUNS || performance.now() - begun < SCENARIO_MS); i += 1) {
      const started = performance.now();
      await listCatalogue(database.db, query);
      times.push(performance.now() - started);
    }
    results.push({
      name,
      rows,
      runs: times.length,
      ...percentiles(times),
      plans: await explain(database, query),
    });
  }
  return results;
}

/** Each scenario must answer what the store holds: a bench of empty pages would prove nothing. */
function checkAnswers(results: ListResult[]): string[] {
  const problems: string[] = [];
  for (const result of results) {
    const expectsNone = /no match|none seeded/.test(result.name);
    if (expectsNone ? result.rows !== 0 : result.rows === 0)
      problems.push(`${result.name}: ${result.rows} apps answered`);
  }
  if (results.find((r) => r.name.startsWith('Newest, 100'))?.rows !== 100)
    problems.push('a page of 100 did not answer 100 apps');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The app page under load

type LoadCase = { name: string; result: Result; expected: number; unexpected: number };

/** Answers other than `expected` (a 304 is not an error where it is the point). */
function unexpectedAnswers(result: Result, expected: number): number {
  const stats = result.statusCodeStats ?? {};
  const other = Object.entries(stats)
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
  return result.errors + result.timeouts + other;
}

/**
 * The built server must exist; that it serves the catalogue API as the sources say is checked
 * on its answers (an app page that the contract's schema reads, an ETag, a 304) before the load.
 */
function assertBuilt(): void {
  if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/server.js')))
    throw new Error('Build the server first: npm run build -w @vmu/server.');
}

async function measureAppPage(
  bundles: string[],
  env: Record<string, string>,
): Promise<{ cases: LoadCase[]; readyMs: number; answerBytes: number }> {
  // A stand-in web build: the web app is not measured here, and this bench builds only the server.
  const webDist = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const startedAt = performance.now();
  const server = await startBuiltServer({ port, env: { ...env, WEB_DIST_DIR: webDist } });
  const readyMs = performance.now() - startedAt;
  try {
    // Each app answers its page and an ETag, and that ETag answers 304 with no body, before
    // anything is timed.
    const etags: string[] = [];
    let answerBytes = 0;
    for (const bundle of bundles) {
      const url = `${server.origin}${storeApiAppPath(bundle)}`;
      const page = await fetch(url);
      const text = await page.text();
      if (page.status !== 200) throw new Error(`GET ${url}: ${page.status} ${text}`);
      const parsed = CatalogueAppDetailSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`GET ${url}: not an app page: ${text.slice(0, 300)}`);
      if (parsed.data.bundleIdentifier !== bundle) throw new Error(`GET ${url}: another app`);
      const etag = page.headers.get('etag');
      if (!etag) throw new Error(`GET ${url}: no ETag`);
      const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
      const body = await revalidated.text();
      if (revalidated.status !== 304 || body !== '')
        throw new Error(
          `GET ${url} with If-None-Match: ${revalidated.status} ${body.slice(0, 200)}`,
        );
      etags.push(etag);
      answerBytes = Math.max(answerBytes, Buffer.byteLength(text));
    }
    const plain = bundles.map((bundle) => ({
      method: 'GET' as const,
      path: storeApiAppPath(bundle),
    }));
    const revalidating = bundles.map((bundle, i) => ({
      method: 'GET' as const,
      path: storeApiAppPath(bundle),
      headers: { 'if-none-match': etags[i]! },
    }));
    const load = (requests: typeof plain, seconds: number) =>
      autocannon({ url: server.origin, connections: CONNECTIONS, duration: seconds, requests });
    // Warm-up: the code compiled, the pool filled, the pages of the table read once.
    await load(plain, 2);
    await load(revalidating, 2);
    const cases: LoadCase[] = [];
    for (const [name, requests, expected] of [
      ['GET app page (200)', plain, 200],
      ['same, If-None-Match (304)', revalidating, 304],
    ] as const) {
      const result = await load(requests, SECONDS);
      cases.push({ name, result, expected, unexpected: unexpectedAnswers(result, expected) });
    }
    return { cases, readyMs, answerBytes };
  } finally {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

/** Apps of the catalogue drawn across the table, the same ones on every run, for the app page. */
async function catalogueBundles(database: DatabaseHandle, count: number): Promise<string[]> {
  const rows = rowsOf<{ bundle_identifier: string }>(
    await database.db.execute(sql`
      select bundle_identifier from application
      where status = 'LIVE' and visibility = 'PUBLIC'
      order by hashint4(substring(bundle_identifier from 14)::int) limit ${count}`),
  );
  return rows.map((row) => row.bundle_identifier);
}

// ---------------------------------------------------------------------------------------------
// The run

const failures: string[] = [];
const check = (ok: boolean, line: string) => {
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${line}`);
  if (!ok) failures.push(line);
};

const usesCatalogueIndex = (r: ListResult) =>
  r.plans.some((p) => p.lines.some((line) => CATALOGUE_OR_TRIGRAM.test(line)));

function reportList(results: ListResult[]): void {
  console.log(
    `\nThe catalogue list (listCatalogue), ${RUNS} runs each (fewer when one takes over ` +
      `${SCENARIO_MS / 1000} s), 24 apps a page unless said, in ms:`,
  );
  console.log(
    `  ${'scenario'.padEnd(44)} ${'apps'.padStart(4)} ${'runs'.padStart(4)} ` +
      `${'p50'.padStart(7)} ${'p95'.padStart(7)}  plan`,
  );
  for (const r of results) {
    const verdict =
      r.plans.find((p) => p.problem)?.problem ??
      (usesCatalogueIndex(r) ? 'indexes' : 'no catalogue or trigram index');
    console.log(
      `  ${r.name.padEnd(44)} ${String(r.rows).padStart(4)} ${String(r.runs).padStart(4)} ` +
        `${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)}  ${verdict}` +
        (r.p95 > BUDGET.listP95Ms ? '  OVER BUDGET' : ''),
    );
  }
  console.log('\nQuery plans (EXPLAIN):');
  for (const r of results) {
    for (const plan of r.plans) {
      const problem = plan.problem ? `: ${plan.problem.toUpperCase()}` : '';
      console.log(`\n${r.name} [${plan.step}]${problem}`);
      for (const line of plan.lines) console.log(`  ${line}`);
    }
  }

  console.log('\nBudgets of the list:');
  const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const over = results.filter((r) => r.p95 > BUDGET.listP95Ms);
  check(
    over.length === 0,
    `p95 at most ${BUDGET.listP95Ms} ms in every scenario (slowest: ${slowest.name}, ` +
      `${slowest.p95.toFixed(2)} ms)${over.length ? `; over: ${over.map((r) => r.name).join('; ')}` : ''}`,
  );
  const badPlans = results.filter((r) => r.plans.some((p) => p.problem) || !usesCatalogueIndex(r));
  check(
    badPlans.length === 0,
    'every plan reads application through indexes, a catalogue or trigram index among them' +
      (badPlans.length ? `; not: ${badPlans.map((r) => r.name).join('; ')}` : ''),
  );
  const answers = checkAnswers(results);
  check(
    answers.length === 0,
    `every scenario answers as seeded${answers.length ? `; not: ${answers.join('; ')}` : ''}`,
  );
}

function reportAppPage(page: Awaited<ReturnType<typeof measureAppPage>>, label: string): void {
  const { cases, readyMs, answerBytes } = page;
  console.log(
    `\nThe app page under load: the built server on ${label} (ready in ${readyMs.toFixed(0)} ms), ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case after a 2 s warm-up, ${PAGE_APPS} apps ` +
      `in turn, answers up to ${(answerBytes / 1024).toFixed(1)} kB:`,
  );
  console.log(
    `  ${'case'.padEnd(28)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ` +
      `${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`,
  );
  for (const c of cases) {
    console.log(
      `  ${c.name.padEnd(28)} ${c.result.requests.average.toFixed(0).padStart(7)} ` +
        `${String(c.result.latency.p50).padStart(7)} ${String(c.result.latency.p99).padStart(7)} ` +
        `${String(c.unexpected).padStart(7)}`,
    );
  }
  console.log('\nBudgets of the app page:');
  for (const c of cases) {
    const { average } = c.result.requests;
    check(
      average >= BUDGET.appPage.reqPerSec &&
        c.result.latency.p99 < BUDGET.appPage.p99Ms &&
        c.unexpected === 0,
      `${c.name}: ${average.toFixed(0)} req/s (at least ${BUDGET.appPage.reqPerSec}), ` +
        `p99 ${c.result.latency.p99} ms (under ${BUDGET.appPage.p99Ms}), ` +
        `${c.unexpected} errors or answers other than ${c.expected} (none allowed)`,
    );
  }
  const [full, notModified] = cases.map((c) => c.result.requests.average);
  check(
    notModified! >= full!,
    `304 answers at ${notModified!.toFixed(0)} req/s, 200 answers at ${full!.toFixed(0)} req/s ` +
      '(304 at least as many)',
  );
}

async function run(): Promise<void> {
  assertBuilt();
  const postgres = postgresUrl
    ? await freshPostgresDatabase(postgresUrl, 'vmu_bench_catalogue')
    : undefined;
  const label = postgres
    ? `PostgreSQL (${new URL(postgres.url).host}, database ${postgres.name})`
    : 'the embedded database (PGlite)';
  // The built server's DATA_DIR; its embedded database lives in DATA_DIR/pglite.
  const work = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-catalogue-'));
  const dataDir = path.join(work, 'data');
  try {
    fs.mkdirSync(dataDir);
    const database = await openDatabase(
      postgres
        ? { kind: 'postgres', url: postgres.url }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    );
    let bundles: string[];
    try {
      await database.migrate();
      const seedMs = await seed(database);
      const store = await describeStore(database);
      const count = (n: number | undefined) => (n ?? 0).toLocaleString('en');
      console.log(
        `Seeded ${count(store.apps)} apps of ${count(DEVELOPERS)} developers into ${label} in ` +
          `${(seedMs / 1000).toFixed(1)} s: ${count(store.catalogue)} in the catalogue ` +
          `(${count(store.games)} games, ${count(store.paid)} paid), ${count(store.versions)} versions.`,
      );
      reportList(await measureList(database));
      bundles = await catalogueBundles(database, PAGE_APPS);
    } finally {
      // The built server opens the same database next; the embedded one has one owner at a time.
      await database.close();
    }
    const page = await measureAppPage(
      bundles,
      postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir },
    );
    reportAppPage(page, label);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await postgres?.drop();
  }
}

await runBenchmark('catalogue', failures, run);
