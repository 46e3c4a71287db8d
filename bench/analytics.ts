// The developer's analytics over a year of a store's events (decision 0040), on PostgreSQL.
//   1. Seeds (or reuses, when an earlier run left it) a database of its own: 100 verified
//      developers with 10 apps each and a year of events ending today: over ten million counted
//      downloads (app_download) skewed as a store's are (a few hits, a long tail of small apps,
//      apps launched during the year, growth, weekends), the apps' opens by devices that come
//      back (app_open: heavy users daily, others now and then) and the sales ledger of the paid
//      apps in three currencies with some refunds. Set-based SQL with the per-row triggers off,
//      then the daily figures made by the app's own rebuild_app_daily_figures(), VACUUM ANALYZE.
//   2. The built portal (apps/server/dist/server.js) on that database; every developer and a
//      staff account sign in over HTTP.
//   3. The developer's range queries as the screens send them (the web app's own GraphQL
//      documents): one app and all of a developer's apps, over the last 7, 30 and 90 days and 12
//      months, each by day, week and month, and the dashboard, beside a reference (the viewer
//      alone: what any signed-in request costs); random developers and apps, the cases
//      interleaved, after a warm-up. Then the staff's store-wide figures. Prints p50, p95, p99
//      and the slowest answer per case with the machine's load average (other work on the
//      machine slows every answer), and the EXPLAIN (ANALYZE, BUFFERS) plans of the SQL the
//      server runs for the slowest case. The first answers of each case are compared with
//      figures counted straight from the raw events.
// Budgets: p95 under 50 ms in every developer case (decision 0040), under a second in every
// store-wide case (ours); exits 1 when one is over, or when an answer is not what the events
// imply.
//
// PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@
// 127.0.0.1:5432/postgres; the database is vmu_bench_analytics on that server. It is kept for
// the next run (seeded again when its seed is of another shape or over a week old): --reseed
// seeds it again, --drop drops it at the end. BENCH_SAMPLES (default 300) answers per case.
import fs from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  ANALYTICS_GROUPINGS,
  ANALYTICS_PRESETS,
  addDays,
  daysIn,
  periodStarts,
  presetRange,
  utcDayOf,
  type AnalyticsGrouping,
  type AnalyticsPreset,
  type AnalyticsRange,
} from '@vmu/domain';
import {
  AnalyticsDocument,
  DeveloperDashboardDocument,
  ViewerDocument,
  type AnalyticsQuery,
  type DeveloperDashboardQuery,
  type ViewerQuery,
} from '../apps/web/src/lib/graphql/graphql';
import {
  openDatabase,
  rowsOf,
  type Database,
  type DatabaseHandle,
} from '../apps/server/src/db/client';
import { developerProfile } from '../apps/server/src/db/schema/developers';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash';
import {
  readAnalytics,
  type AnalyticsScope,
} from '../apps/server/src/modules/analytics/services/read-analytics';
import { readDeveloperDashboard } from '../apps/server/src/modules/analytics/services/read-developer-dashboard';
import { developerProfileRow } from '../apps/server/src/test/seed-rows';
import { repoRoot, startBuiltServer } from './lib/built-server';
import { keptPostgresDatabase } from './lib/postgres-database';
import { runBenchmark } from './lib/run-benchmark';

const { values: flags } = parseArgs({
  options: {
    reseed: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
  },
});

/** The store seeded; a kept database seeded with other figures is seeded again. */
const SEED = {
  shape: 3,
  developers: 100,
  appsPerDeveloper: 10,
  days: 365,
  /** Counted downloads over the year: decision 0040's ten million and a margin for the draws. */
  downloads: 10_250_000,
  /** Popularity of the published apps: the app of rank r draws r^-zipf of the downloads. */
  zipf: 0.9,
  /** Devices drawn to open an app on a day against its expected downloads that day. */
  opensPerDownload: 1.05,
  /** Apps with a price, and the share of their downloads that are purchases. */
  paidShare: 0.35,
  purchasesPerDownload: 0.15,
  refundsPerSale: 0.04,
} as const;
const MIN_DOWNLOADS = 10_000_000;
/** A kept database seeded longer ago than this is seeded again: its last days would be empty. */
const MAX_SEED_AGE_DAYS = 7;
const DATABASE_NAME = 'vmu_bench_analytics';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 20;
/** The staff's store-wide figures read every app: fewer answers. */
const STORE_SAMPLES = Math.max(20, Math.round(SAMPLES / 10));
const STORE_WARMUP = 3;
/** Answers per case whose figures are compared with the raw events. */
const CHECKED_PER_CASE = 2;
/** The developer's range queries (decision 0040). */
const BUDGET_P95_MS = 50;
/**
 * Ours, looser: the staff's store-wide figures (/admin/analytics, decision 0042) read every
 * app's daily rows of the range, 270,000 for a year, and are asked now and then by staff; a
 * second keeps the screen usable and catches a return to counting the raw events (seconds).
 */
const STORE_BUDGET_P95_MS = 1000;
const port = Number(process.env.BENCH_PORT ?? 4522);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench#Analytics#2026';
const STAFF_ID = 'bench-analytics-staff';

// ---------------------------------------------------------------------------------------------
// Seeding

type SeedMark = typeof SEED & { lastDay: string };

/**
 * A number in [0, 1) drawn from a key (an SQL expression of integers) and a salt: the same on
 * every run, so two seeds are of the same store.
 */
const draw = (key: string, salt: number) =>
  `((hashint8((${key})::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`;

const FIRST_NAMES = 'Ada Grace Linus Margaret Alan Barbara Ken Dennis Frances Edsger'.split(' ');
const LAST_NAMES = 'Lovelace Hopper Torvalds Hamilton Turing Liskov Thompson Ritchie Allen Knuth';
const NAME_FIRST = 'Space Pixel Comet Moon Star Tiny Snake Retro Nebula Rocket'.split(' ');
const NAME_SECOND = 'Chase Farm Racer Quest Panic Run Blaster Garden Tactics Notes'.split(' ');
const textArray = (words: readonly string[]) => `array['${words.join("','")}']`;

/**
 * A connection with memory for the seed's sorts (a rebuild of the daily figures sorts every
 * open), and for the bulk load also the per-row triggers (and foreign key checks) off.
 */
async function seedSession(url: string, bulkLoad: boolean): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set work_mem = '256MB'; set maintenance_work_mem = '512MB';
    set synchronous_commit = off`);
  if (bulkLoad) await client.query('set session_replication_role = replica');
  return client;
}

type EventIndex = { table: string; name: string; constraint: boolean; definition: string };

/**
 * The primary keys and indexes of the event tables, as the migrations made them. The load drops
 * them and builds them again from these definitions once the rows are in, as a bulk load does:
 * ten million random keys put one by one into a primary key would take most of the seed.
 */
async function eventIndexes(client: pg.Client): Promise<EventIndex[]> {
  const { rows } = await client.query<EventIndex>(`
    select t.relname as table, i.indexrelid::regclass::text as name,
      c.oid is not null as constraint,
      coalesce(pg_get_constraintdef(c.oid), pg_get_indexdef(i.indexrelid)) as definition
    from pg_index i join pg_class t on t.oid = i.indrelid
    left join pg_constraint c on c.conindid = i.indexrelid and c.contype = 'p'
    where t.relnamespace = 'public'::regnamespace and t.relname in ('app_download', 'app_open')
    order by 1, 2`);
  return rows;
}

const buildIndex = (client: pg.Client, index: EventIndex) =>
  client.query(
    index.constraint
      ? `alter table ${index.table} add constraint ${index.name} ${index.definition}`
      : index.definition,
  );

/** The developers, their apps and a year of events; returns the seconds each step took. */
async function seed(database: DatabaseHandle, url: string): Promise<string[]> {
  const steps: string[] = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    steps.push(`${name} ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  const lastDay = utcDayOf();
  const firstDay = addDays(lastDay, -(SEED.days - 1));
  const execute = (text: string, values?: unknown[]) => database.executeSql(text, values);

  await step('developers and apps', async () => {
    await execute(`
      insert into "user" (id, name, email, email_verified, role, created_at)
      select 'bench-analytics-dev-' || n,
        (${textArray(FIRST_NAMES)})[1 + n % 10] || ' ' ||
          (${textArray(LAST_NAMES.split(' '))})[1 + (n / 10) % 10] || ' ' || n,
        'bench-analytics-dev-' || n || '@bench.test', true, 'developer', now() - interval '3 years'
      from generate_series(1, ${SEED.developers}) n
      union all
      select '${STAFF_ID}', 'Store Staff', '${STAFF_ID}@bench.test', true, 'admin',
        now() - interval '3 years'`);
    // Every account signs in with one password: one hash, in better-auth's own format.
    await execute(
      `insert into account (id, account_id, provider_id, user_id, password)
      select 'account-' || id, id, 'credential', id, $1 from "user" where id like 'bench-analytics-%'`,
      [await hashPassword(PASSWORD)],
    );
    await database.db.insert(developerProfile).values(
      Array.from({ length: SEED.developers }, (_, i) =>
        developerProfileRow(`bench-analytics-dev-${i + 1}`, {
          developerStatus: 'verified',
          verifiedAt: new Date(),
        }),
      ),
    );
    // Ten apps each: the tenth a draft, some in review, the rest published (a few suspended
    // since), most before the year, some during it; a third paid, in three currencies.
    await execute(`
      insert into application (developer_id, app_name, bundle_identifier, short_description,
        long_description, categories, price_cents, currency, status, visibility, published_at,
        created_at, updated_at)
      select 'bench-analytics-dev-' || developer, app_name, 'com.bench.analytics.app' || n,
        'An app of the analytics benchmark', 'An app of the analytics benchmark, number ' || n,
        case when ${draw('n', 1)} < 0.6 then '{game,arcade}'::text[] else '{app,utility}'::text[] end,
        case when paid then (array[99, 199, 299, 499, 999])[1 + n % 5] else 0 end,
        (array['USD', 'USD', 'USD', 'USD', 'USD', 'EUR', 'EUR', 'EUR', 'GBP', 'GBP'])[1 + (n / 3) % 10],
        status, case when status = 'LIVE' then 'PUBLIC' else 'PRIVATE' end,
        published_at, coalesce(published_at, now()) - interval '20 days', now() - interval '1 day'
      from (
        select n, developer, app_name, paid, status,
          case when status in ('LIVE', 'SUSPENDED') then
            case when ${draw('n', 2)} < 0.7
              then '${firstDay}'::timestamptz - make_interval(days => floor(${draw('n', 3)} * 700)::int)
              else '${firstDay}'::timestamptz + make_interval(days => floor(${draw('n', 3)} * 330)::int,
                hours => 10)
            end
          end as published_at
        from (
          select n, 1 + (n - 1) / ${SEED.appsPerDeveloper} as developer,
            (${textArray(NAME_FIRST)})[1 + n % 10] || ' ' || (${textArray(NAME_SECOND)})[1 + (n / 10) % 10] || ' ' || n as app_name,
            ${draw('n', 4)} < ${SEED.paidShare} as paid,
            case
              when (n - 1) % 10 = 9 then 'DRAFT'
              when (n - 1) % 10 = 8 and n % 3 = 0 then 'SUBMITTED'
              when (n - 1) % 10 = 7 and n % 20 = 8 then 'SUSPENDED'
              else 'LIVE'
            end as status
          from generate_series(1, ${SEED.developers * SEED.appsPerDeveloper}) n
        ) app
      ) dated`);
    await execute(`
      insert into application_version (application_id, version_number, release_notes,
        review_status, package_name, created_at, updated_at, submitted_at, decided_at,
        approved_at, binary_key, file_size)
      select id, current_version, 'The first release', 'APPROVED', app_name,
        published_at - interval '2 days', published_at, published_at - interval '2 days',
        published_at, published_at, 'private/bench/' || bundle_identifier || '/1.vmupack', 120000
      from application where published_at is not null and developer_id like 'bench-analytics-%'`);
    await execute(`
      update application a set current_version_id = v.id from application_version v
      where v.application_id = a.id and a.developer_id like 'bench-analytics-%'`);
  });

  await step('daily counts drawn', async () => {
    // Each published app's popularity rank, version and the first day it has events.
    await execute(`
      create unlogged table bench_app as
      select a.id as app_id, a.developer_id, a.current_version_id as version_id,
        a.price_cents as price, a.currency, substring(a.bundle_identifier from 24)::int as n,
        row_number() over (order by hashint4(substring(a.bundle_identifier from 24)::int * 7919 + 17)) as rank,
        greatest(0, (a.published_at at time zone 'UTC')::date - '${firstDay}'::date) as launched
      from application a
      where a.published_at is not null and a.developer_id like 'bench-analytics-%'`);
    // Per app and day: downloads (popularity, growth over the year, weekends, noise; scaled to
    // the year's total), the devices that have the app (the downloads so far, and for apps
    // older than the year a base from before it), the devices opening it, and purchases.
    await execute(`
      create unlogged table bench_app_day as
      with drawn as (
        select b.*, t, '${firstDay}'::date + t as day,
          power(b.rank, -${SEED.zipf}) * (0.6 + 0.8 * t / ${SEED.days - 1}.0)
            * (case when extract(isodow from '${firstDay}'::date + t) >= 6 then 1.3 else 0.88 end)
            * (0.7 + 0.6 * ${draw('b.n * 1000 + t', 5)}) as weight,
          ${draw('b.n * 1000 + t', 6)} as r_downloads, ${draw('b.n * 1000 + t', 7)} as r_opens,
          ${draw('b.n * 1000 + t', 8)} as r_sales
        from bench_app b cross join generate_series(b.launched, ${SEED.days - 1}) t
      ), scaled as (
        select drawn.*, weight * scale as expected,
          floor(weight * scale + r_downloads)::int as downloads
        from drawn, (select ${SEED.downloads} / sum(weight) as scale from drawn) total
      )
      select app_id, developer_id, version_id, price, currency, n, t, day,
        day::timestamp at time zone 'UTC' as day_start, downloads,
        (sum(downloads) over (partition by app_id order by t)
          + case when launched = 0 then 0.3 * sum(downloads) over (partition by app_id) else 0 end
        )::bigint as installed,
        floor(expected * ${SEED.opensPerDownload} + r_opens)::int as opening,
        case when price > 0 then floor(downloads * ${SEED.purchasesPerDownload} + r_sales)::int
          else 0 end as sales
      from scaled`);
  });

  const [one, two] = [await seedSession(url, true), await seedSession(url, true)];
  try {
    const indexes = await eventIndexes(one);
    await step('events loaded', async () => {
      for (const index of indexes) {
        await one.query(
          index.constraint
            ? `alter table ${index.table} drop constraint ${index.name}`
            : `drop index ${index.name}`,
        );
      }
      // The day's events spread over its hours.
      const at = (count: string) => `d.day_start + i * (interval '86400 seconds' / (${count} + 1))`;
      await Promise.all([
        (async () => {
          // A download per downloader (a device's hashed id), version and day.
          await one.query(`
            insert into app_download (version_id, downloader, day, application_id, created_at)
            select d.version_id,
              'device:' || encode(sha256((d.n || ':' || d.t || ':' || i)::text::bytea), 'hex'),
              d.day, d.app_id, ${at('d.downloads')}
            from bench_app_day d cross join generate_series(1, d.downloads) i`);
          // A sale per purchase at the app's price: VAT inside EUR and GBP prices, the
          // provider's fee, the platform's 25% of net as the domain's revenue rules split it.
          await one.query(`
            insert into sales_ledger (kind, purchase_id, application_id, version_id,
              developer_id, buyer_id, currency, gross, tax, processing_fee, refund, net,
              platform_fee, provider_reference, occurred_at, recorded_at)
            select 'SALE', gen_random_uuid(), app_id, version_id, developer_id,
              'bench-buyer-' || (hashint8(n * 1000000 + t * 1000 + i) & 262143), currency,
              price, tax, fee, 0, price - tax - fee,
              (price - tax - fee) - (price - tax - fee) * 75 / 100,
              'bench-sale-' || n || '-' || t || '-' || i, at, at
            from (
              select d.*, i, ${at('d.sales')} as at,
                case when d.currency = 'USD' then 0 else d.price / 6 end as tax,
                30 + d.price * 29 / 1000 as fee
              from bench_app_day d cross join generate_series(1, d.sales) i
              where d.sales > 0
            ) sale`);
          // Some buyers get their money back within two weeks (never later than now).
          await one.query(`
            insert into sales_ledger (kind, purchase_id, application_id, version_id,
              developer_id, buyer_id, currency, gross, tax, processing_fee, refund, net,
              platform_fee, provider_reference, occurred_at, recorded_at)
            select 'REFUND', purchase_id, application_id, version_id, developer_id, buyer_id,
              currency, 0, -tax, -processing_fee, gross, -net, -platform_fee,
              'bench-refund-' || substring(provider_reference from 12), at, at
            from (
              select s.*, least(now(), s.occurred_at
                + make_interval(hours => 1 + floor(${draw('hashtext(s.provider_reference)', 9)} * 336)::int)) as at
              from sales_ledger s
              where s.kind = 'SALE' and s.provider_reference like 'bench-sale-%'
                and ${draw('hashtext(s.provider_reference)', 10)} < ${SEED.refundsPerSale}
            ) refunded`);
        })(),
        // The devices opening an app on a day, drawn from those that have it, heavy users
        // (the first devices) far more often than the rest; a device opens an app once a day.
        two.query(`
          insert into app_open (application_id, day, device, created_at)
          select app_id, day, encode(sha256((n || ':' || device)::text::bytea), 'hex'),
            day_start + interval '13 hours'
          from (
            select distinct d.app_id, d.n, d.day, d.day_start,
              floor(d.installed * power(${draw('(d.n * 1000 + d.t)::bigint * 100000 + i', 11)}, 3))::bigint as device
            from bench_app_day d
            cross join generate_series(1, least(d.installed, d.opening)::int) i
          ) opened`),
      ]);
    });
    await step('event indexes built', async () => {
      // Each connection builds one table's indexes: the two cores busy at once.
      await Promise.all(
        ['app_download', 'app_open'].map(async (table) => {
          const client = table === 'app_download' ? one : two;
          for (const index of indexes.filter((i) => i.table === table))
            await buildIndex(client, index);
        }),
      );
      const rebuilt = await eventIndexes(one);
      if (JSON.stringify(rebuilt) !== JSON.stringify(indexes))
        throw new Error("the event indexes built again differ from the migrations' ones");
    });
  } finally {
    await one.end();
    await two.end();
  }

  await step('rebuild_app_daily_figures()', async () => {
    // The app's own rebuild, the tested path from raw events to daily figures, triggers on.
    const session = await seedSession(url, false);
    try {
      // Every open sorted by app, device and day in memory rather than in files.
      await session.query(`set work_mem = '2GB'`);
      await session.query('select rebuild_app_daily_figures()');
    } finally {
      await session.end();
    }
    // The app cards' total as the store keeps it with each counted download.
    await execute(`
      update application a set total_downloads = s.downloads
      from (select application_id, sum(downloads)::integer as downloads from app_daily_activity
        group by 1) s
      where s.application_id = a.id`);
    await execute('drop table bench_app_day; drop table bench_app');
  });
  // Autovacuum's work on a live database: index-only scans need the visibility map.
  await step('vacuum analyze', () => execute('vacuum analyze'));
  return steps;
}

/** What the kept database holds, from the mark left on it when its seed finished. */
async function seedMarkOf(database: DatabaseHandle, name: string): Promise<SeedMark | null> {
  const { rows } = await database.executeSql(
    `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
    [name],
  );
  const mark = (rows[0] as { mark: string | null } | undefined)?.mark;
  if (!mark) return null;
  try {
    return JSON.parse(mark) as SeedMark;
  } catch {
    return null;
  }
}

function reusable(mark: SeedMark | null): mark is SeedMark {
  if (!mark) return false;
  const { lastDay, ...shape } = mark;
  return (
    JSON.stringify(shape) === JSON.stringify(SEED) &&
    daysIn(lastDay, utcDayOf()) - 1 <= MAX_SEED_AGE_DAYS
  );
}

type StoreSummary = {
  developers: number;
  apps: number;
  published: number;
  downloads: number;
  opens: number;
  sales: number;
  refunds: number;
  currencies: string;
  busiestAppShare: number;
  dailyActivityRows: number;
  dailySalesRows: number;
  size: string;
};

async function summarise(database: DatabaseHandle): Promise<StoreSummary> {
  const { rows } = await database.executeSql(`
    select
      (select count(*)::int from "user" where id like 'bench-analytics-dev-%') as developers,
      (select count(*)::int from application) as apps,
      (select count(*)::int from application where published_at is not null) as published,
      (select count(*)::int from app_download) as downloads,
      (select count(*)::int from app_open) as opens,
      (select count(*)::int from sales_ledger where kind = 'SALE') as sales,
      (select count(*)::int from sales_ledger where kind = 'REFUND') as refunds,
      (select string_agg(currency || ' ' || n, ', ' order by n desc) from (
        select currency, count(*) as n from sales_ledger group by 1) c) as currencies,
      (select max(total_downloads)::float8 / sum(total_downloads) from application) as "busiestAppShare",
      (select count(*)::int from app_daily_activity) as "dailyActivityRows",
      (select count(*)::int from app_daily_sales) as "dailySalesRows",
      pg_size_pretty(pg_database_size(current_database())) as size`);
  return rows[0] as StoreSummary;
}

// ---------------------------------------------------------------------------------------------
// The portal, and its accounts signed in

type Account = { id: string; cookie: string };
type Developer = Account & { apps: string[] };

/**
 * Every developer and the staff account sign in over HTTP as a browser does. The server trusts
 * the proxy's X-Forwarded-For (TRUST_PROXY, as behind a load balancer), so each account signs
 * in from an address of its own and the per-address sign-in limit is not what is measured.
 */
async function signIn(origin: string, userId: string, address: number): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-for': `10.18.${address >> 8}.${address & 255}`,
    },
    body: JSON.stringify({ email: `${userId}@bench.test`, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${userId}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function developersOf(database: DatabaseHandle): Promise<Omit<Developer, 'cookie'>[]> {
  const { rows } = await database.executeSql(`
    select u.id, coalesce(array_agg(a.id order by a.id) filter (where a.id is not null), '{}') as apps
    from "user" u left join application a on a.developer_id = u.id and a.published_at is not null
    where u.id like 'bench-analytics-dev-%' group by u.id order by u.id`);
  return rows as Omit<Developer, 'cookie'>[];
}

type GraphQLAnswer<T> = { ms: number; data: T };

async function ask<T>(
  origin: string,
  cookie: string,
  document: { toString(): string },
  variables: Record<string, unknown>,
): Promise<GraphQLAnswer<T>> {
  const body = JSON.stringify({ query: document.toString(), variables });
  const started = performance.now();
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const answer = JSON.parse(text) as { data?: T; errors?: unknown };
  if (!response.ok || answer.errors || !answer.data)
    throw new Error(`${body.slice(0, 200)}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, data: answer.data };
}

// ---------------------------------------------------------------------------------------------
// Cases, answers and the raw events' own figures

type Scope = 'app' | 'developer' | 'store';
type Case =
  | { kind: 'range'; scope: Scope; preset: AnalyticsPreset; grouping: AnalyticsGrouping }
  | { kind: 'dashboard' }
  | { kind: 'viewer' };
type Sample = { ms: number; who: string; appId: string | null };
type Measured = {
  name: string;
  case: Case;
  /** The p95 it is held to, or null when it is printed only (the reference). */
  budgetMs: number | null;
  warmup: number;
  count: number;
  /** Answers compared with the raw events (untimed). */
  checked: number;
  samples: Sample[];
};

const caseName = (c: Case) =>
  c.kind === 'dashboard'
    ? 'dashboard (developerDashboard, as /dashboard asks)'
    : c.kind === 'viewer'
      ? 'reference: the viewer alone (no figures)'
      : `${c.scope === 'app' ? 'one app' : c.scope === 'developer' ? "all a developer's apps" : 'the store (staff)'}, ${c.preset} by ${c.grouping.toLowerCase()}`;

const measuredCase = (c: Case, options: Omit<Measured, 'name' | 'case' | 'samples'>): Measured => ({
  name: caseName(c),
  case: c,
  ...options,
  samples: [],
});

const scopeOf = (developerId: string, appId: string | null): AnalyticsScope =>
  appId
    ? { applicationId: appId, developerId }
    : developerId === STAFF_ID
      ? { store: true }
      : { developerId };

/** The scope as a condition on a raw event table's application_id. */
const rawScope = (scope: AnalyticsScope, column = 'application_id') =>
  'applicationId' in scope
    ? sql`${sql.raw(column)} = ${scope.applicationId}`
    : 'developerId' in scope
      ? sql`${sql.raw(column)} in (select id from application where developer_id = ${scope.developerId})`
      : sql`true`;

const periodOfDay = (grouping: AnalyticsGrouping) =>
  sql.raw(
    grouping === 'DAY'
      ? "to_char(day, 'YYYY-MM-DD')"
      : `to_char(date_trunc('${grouping === 'WEEK' ? 'week' : 'month'}', day), 'YYYY-MM-DD')`,
  );

/**
 * The periods' figures counted straight from the raw events (not from the daily figures the
 * server reads): downloads, active users (distinct devices per app and period, summed over
 * the apps; a day's devices by day), units sold and refunded, and each currency's net.
 */
async function rawFigures(db: Database, scope: AnalyticsScope, range: AnalyticsRange) {
  const inRange = sql`day between ${range.from}::date and ${range.to}::date`;
  const period = periodOfDay(range.grouping);
  const downloads = rowsOf<{ start: string; n: number }>(
    await db.execute(sql`select ${period} as start, count(*)::int as n from app_download
      where ${rawScope(scope)} and ${inRange} group by 1`),
  );
  const active = rowsOf<{ start: string; n: number }>(
    await db.execute(sql`select start, sum(devices)::int as n from (
        select application_id, ${period} as start, count(distinct device) as devices
        from app_open where ${rawScope(scope)} and ${inRange} group by 1, 2) per_app
      group by 1`),
  );
  const ledger = rowsOf<{
    start: string;
    currency: string;
    sold: number;
    refunded: number;
    net: string;
  }>(
    await db.execute(sql`select ${period} as start, currency,
        count(*) filter (where kind = 'SALE')::int as sold,
        count(*) filter (where kind = 'REFUND')::int as refunded, sum(net)::text as net
      from (select *, (occurred_at at time zone 'UTC')::date as day from sales_ledger) l
      where ${rawScope(scope)} and ${inRange} group by 1, 2`),
  );
  const byStart =
    <T extends { start: string }>(rows: T[], value: (rows: T[]) => number) =>
    (start: string) =>
      value(rows.filter((row) => row.start === start));
  const sum = (key: 'sold' | 'refunded') => (rows: typeof ledger) =>
    rows.reduce((total, row) => total + row[key], 0);
  const periods = periodStarts(range).map((start) => ({
    start,
    downloads: byStart(downloads, (rows) => rows[0]?.n ?? 0)(start),
    activeUsers: byStart(active, (rows) => rows[0]?.n ?? 0)(start),
    unitsSold: byStart(ledger, sum('sold'))(start),
    unitsRefunded: byStart(ledger, sum('refunded'))(start),
  }));
  const net = new Map<string, number>();
  for (const row of ledger) net.set(row.currency, (net.get(row.currency) ?? 0) + Number(row.net));
  return { periods, net };
}

/** What is wrong with an answer against the raw events, or null. */
async function checkRange(
  db: Database,
  scope: AnalyticsScope,
  range: AnalyticsRange,
  answer: AnalyticsQuery['analytics'],
): Promise<string | null> {
  const raw = await rawFigures(db, scope, range);
  const got = answer.periods.map(({ start, downloads, activeUsers, unitsSold, unitsRefunded }) => ({
    start,
    downloads,
    activeUsers,
    unitsSold,
    unitsRefunded,
  }));
  const wrong = raw.periods.find((period, i) => JSON.stringify(period) !== JSON.stringify(got[i]));
  if (got.length !== raw.periods.length || wrong) {
    const i = wrong ? raw.periods.indexOf(wrong) : 0;
    return `periods differ from the raw events: got ${JSON.stringify(got[i])}, events say ${JSON.stringify(raw.periods[i])}`;
  }
  for (const [currency, net] of raw.net) {
    const total = answer.revenueTotals.find((row) => row.currency === currency)?.net ?? 0;
    if (total !== net) return `${currency} net ${total}, events say ${net}`;
  }
  return null;
}

async function checkDashboard(
  db: Database,
  developerId: string,
  answer: DeveloperDashboardQuery['developerDashboard'],
): Promise<string | null> {
  const today = utcDayOf();
  const scope = { developerId };
  const recent = { from: addDays(today, -29), to: today, grouping: 'MONTH' as const };
  const earlier = {
    from: addDays(today, -59),
    to: addDays(today, -30),
    grouping: 'MONTH' as const,
  };
  const count = async (range: AnalyticsRange) => {
    const rows = rowsOf<{ downloads: number; devices: number }>(
      await db.execute(sql`select
          (select count(*)::int from app_download where ${rawScope(scope)}
            and day between ${range.from}::date and ${range.to}::date) as downloads,
          (select coalesce(sum(devices), 0)::int from (
            select count(distinct device) as devices from app_open where ${rawScope(scope)}
              and day between ${range.from}::date and ${range.to}::date group by application_id) a) as devices`),
    );
    return rows[0]!;
  };
  const [last, previous] = [await count(recent), await count(earlier)];
  const expected = {
    downloads: { last30Days: last.downloads, previous30Days: previous.downloads },
    activeUsers: { last30Days: last.devices, previous30Days: previous.devices },
  };
  const got = { downloads: answer.downloads, activeUsers: answer.activeUsers };
  return JSON.stringify(got) === JSON.stringify(expected)
    ? null
    : `dashboard ${JSON.stringify(got)}, events say ${JSON.stringify(expected)}`;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** A small seeded generator: the same developers and apps drawn on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The machine's 1-minute load average and cores: other work on it slows every answer. */
const loadAverage = () => `${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

function percentiles(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

type Run = {
  origin: string;
  db: Database;
  developers: Developer[];
  staff: Account;
  problems: string[];
};

/** One answer of a case for a drawn developer (and app): its time, checked when asked. */
async function answer(run: Run, c: Case, pick: () => number, check: boolean): Promise<Sample> {
  const today = utcDayOf();
  if (c.kind === 'viewer') {
    // What every signed-in request costs before any figure: HTTP, the session, GraphQL.
    const developer = run.developers[Math.floor(pick() * run.developers.length)]!;
    const { ms } = await ask<ViewerQuery>(run.origin, developer.cookie, ViewerDocument, {});
    return { ms, who: developer.id, appId: null };
  }
  if (c.kind === 'dashboard') {
    const developer = run.developers[Math.floor(pick() * run.developers.length)]!;
    const { ms, data } = await ask<DeveloperDashboardQuery>(
      run.origin,
      developer.cookie,
      DeveloperDashboardDocument,
      {},
    );
    if (check) {
      const problem = await checkDashboard(run.db, developer.id, data.developerDashboard);
      if (problem) run.problems.push(`${caseName(c)} (${developer.id}): ${problem}`);
    }
    return { ms, who: developer.id, appId: null };
  }
  const range = { ...presetRange(c.preset, today), grouping: c.grouping };
  let account: Account = run.staff;
  let appId: string | null = null;
  if (c.scope !== 'store') {
    const withApps = run.developers.filter((d) => d.apps.length > 0);
    const developer = withApps[Math.floor(pick() * withApps.length)]!;
    account = developer;
    if (c.scope === 'app') appId = developer.apps[Math.floor(pick() * developer.apps.length)]!;
  }
  const { ms, data } = await ask<AnalyticsQuery>(run.origin, account.cookie, AnalyticsDocument, {
    appId,
    ...range,
  });
  if (data.analytics.periods.length !== periodStarts(range).length)
    run.problems.push(`${caseName(c)}: ${data.analytics.periods.length} periods answered`);
  if (check) {
    const problem = await checkRange(run.db, scopeOf(account.id, appId), range, data.analytics);
    if (problem) run.problems.push(`${caseName(c)} (${appId ?? account.id}): ${problem}`);
  }
  return { ms, who: account.id, appId };
}

/**
 * Every case's answers in one shuffled order (as developers' requests come), after a warm-up
 * of each case; the first answers of each case are checked against the raw events, untimed.
 */
async function measure(run: Run, cases: Measured[]): Promise<void> {
  const pick = random(18);
  const order: Measured[] = [];
  for (const measured of cases) {
    for (let i = 0; i < measured.warmup; i += 1) await answer(run, measured.case, pick, false);
    for (let i = 0; i < measured.count; i += 1) order.push(measured);
  }
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(pick() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const measured of cases) {
    for (let i = 0; i < measured.checked; i += 1) await answer(run, measured.case, pick, true);
  }
  for (const measured of order)
    measured.samples.push(await answer(run, measured.case, pick, false));
}

/**
 * The SQL the server runs for a case's answer, each statement under EXPLAIN (ANALYZE, BUFFERS):
 * the analytics services themselves are called with a database whose execute() explains the
 * statement instead of answering it, one statement at a time.
 */
async function explainCase(db: Database, c: Case, sample: Sample): Promise<string[]> {
  const lines: string[] = [];
  const dialect = new PgDialect();
  let queue = Promise.resolve();
  const explaining = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        const explained = queue.then(async () => {
          const { sql: text, params } = dialect.sqlToQuery(query);
          const plan = rowsOf<{ 'QUERY PLAN': string }>(
            await target.execute(sql`explain (analyze, buffers) ${query}`),
          );
          lines.push(
            '',
            text.replace(/\s+/g, ' ').trim(),
            `  parameters: ${JSON.stringify(params)}`,
          );
          lines.push(...plan.map((row) => `  ${row['QUERY PLAN']}`));
          return { rows: [] };
        });
        queue = explained.then(() => undefined);
        return explained;
      };
    },
  });
  const today = utcDayOf();
  if (c.kind === 'viewer') return lines;
  if (c.kind === 'dashboard') await readDeveloperDashboard(explaining, sample.who, today);
  else
    await readAnalytics(explaining, scopeOf(sample.who, sample.appId), {
      ...presetRange(c.preset, today),
      grouping: c.grouping,
    });
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The run

function report(cases: Measured[]): string[] {
  const failures: string[] = [];
  console.log(
    `\n  ${'case'.padEnd(52)} ${'answers'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ` +
      `${'p99'.padStart(7)} ${'max'.padStart(7)}`,
  );
  for (const measured of cases) {
    const { p50, p95, p99, max } = percentiles(measured.samples);
    const over = measured.budgetMs !== null && p95 >= measured.budgetMs;
    if (over) failures.push(`${measured.name}: p95 ${p95.toFixed(1)} ms`);
    console.log(
      `  ${measured.name.padEnd(52)} ${String(measured.samples.length).padStart(7)} ` +
        `${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)} ` +
        `${max.toFixed(1).padStart(7)}${over ? '  OVER BUDGET' : ''}`,
    );
  }
  return failures;
}

async function main(): Promise<string[]> {
  const failures: string[] = [];
  if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/server.js')))
    throw new Error('Build the server first: npm run build -w @vmu/server.');
  let kept = await keptPostgresDatabase(serverUrl, DATABASE_NAME, { fresh: flags.reseed });
  let database = await openDatabase({ kind: 'postgres', url: kept.url });
  const label = `PostgreSQL ${new URL(kept.url).host}, database ${kept.name}`;
  try {
    const mark = kept.created ? null : await seedMarkOf(database, kept.name);
    if (!reusable(mark)) {
      if (!kept.created) {
        // Another seed's data, a half-finished one or one too old: seeded afresh.
        await database.close();
        kept = await keptPostgresDatabase(serverUrl, DATABASE_NAME, { fresh: true });
        database = await openDatabase({ kind: 'postgres', url: kept.url });
      }
      const started = performance.now();
      await database.migrate();
      const steps = await seed(database, kept.url);
      console.log(
        `Seeded ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')}).`,
      );
      const newMark: SeedMark = { ...SEED, lastDay: utcDayOf() };
      await database.executeSql(
        `comment on database ${kept.name} is '${JSON.stringify(newMark).replaceAll("'", "''")}'`,
      );
    } else {
      const migrated = await database.migrate();
      // What autovacuum does on a live database after a migration rewrote the daily figures.
      if (migrated.applied) await database.executeSql('vacuum analyze');
      console.log(
        `Reusing ${label}, seeded up to ${mark.lastDay} (--reseed to seed it again)` +
          (migrated.applied
            ? `; ${migrated.applied} new migrations applied to it, then VACUUM ANALYZE.`
            : '.'),
      );
    }
    const store = await summarise(database);
    const n = (value: number) => value.toLocaleString('en');
    console.log(
      `The store: ${n(store.developers)} developers, ${n(store.apps)} apps (${n(store.published)} ` +
        `published); a year of ${n(store.downloads)} downloads (the busiest app ` +
        `${(store.busiestAppShare * 100).toFixed(1)}%), ${n(store.opens)} app opens, ` +
        `${n(store.sales)} sales and ${n(store.refunds)} refunds (ledger rows: ${store.currencies}); ` +
        `daily figures: ${n(store.dailyActivityRows)} activity and ${n(store.dailySalesRows)} ` +
        `sales rows; ${store.size} in all.`,
    );
    if (store.downloads < MIN_DOWNLOADS)
      failures.push(`${n(store.downloads)} downloads seeded, fewer than ${n(MIN_DOWNLOADS)}`);

    // A stand-in web build: the web app is not measured here.
    const webDist = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
    const server = await startBuiltServer({
      port,
      env: { DATABASE_URL: kept.url, WEB_DIST_DIR: webDist, TRUST_PROXY: 'true' },
    });
    // Interrupted, the server is stopped too, not left running on the database.
    const interrupted = () => void server.stop().finally(() => process.exit(130));
    process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
    try {
      const signedIn = performance.now();
      const developers: Developer[] = [];
      for (const [i, developer] of (await developersOf(database)).entries())
        developers.push({ ...developer, cookie: await signIn(server.origin, developer.id, i + 1) });
      const staff = { id: STAFF_ID, cookie: await signIn(server.origin, STAFF_ID, 0) };
      console.log(
        `The built portal on it; ${developers.length} developers and a staff account signed in ` +
          `in ${((performance.now() - signedIn) / 1000).toFixed(1)} s.`,
      );
      const run: Run = { origin: server.origin, db: database.db, developers, staff, problems: [] };
      const developerCases: Measured[] = [];
      const developerCase = {
        budgetMs: BUDGET_P95_MS,
        warmup: WARMUP,
        count: SAMPLES,
        checked: CHECKED_PER_CASE,
      };
      for (const scope of ['app', 'developer'] as const)
        for (const preset of ANALYTICS_PRESETS)
          for (const grouping of ANALYTICS_GROUPINGS)
            developerCases.push(
              measuredCase({ kind: 'range', scope, preset, grouping }, developerCase),
            );
      developerCases.push(measuredCase({ kind: 'dashboard' }, developerCase));
      const viewer = measuredCase(
        { kind: 'viewer' },
        { ...developerCase, budgetMs: null, checked: 0 },
      );
      const storeCases: Measured[] = [];
      for (const preset of ANALYTICS_PRESETS)
        for (const grouping of ANALYTICS_GROUPINGS)
          storeCases.push(
            measuredCase(
              { kind: 'range', scope: 'store', preset, grouping },
              // Counting a year of the whole store's raw events takes seconds: 30 days are checked.
              {
                budgetMs: STORE_BUDGET_P95_MS,
                warmup: STORE_WARMUP,
                count: STORE_SAMPLES,
                checked: preset === '30d' ? 1 : 0,
              },
            ),
          );

      let measuredAt = performance.now();
      let loadAt = loadAverage();
      await measure(run, [...developerCases, viewer]);
      console.log(
        `\nThe developer's range queries over HTTP (POST /graphql, the web app's documents), ` +
          `${SAMPLES} answers per case after ${WARMUP} of warm-up, random developers and apps, ` +
          `all cases interleaved, in ms (${((performance.now() - measuredAt) / 1000).toFixed(0)} s; ` +
          `machine load ${loadAt} before, ${loadAverage()} after):`,
      );
      failures.push(...report([...developerCases, viewer]));
      console.log(`  budget: p95 < ${BUDGET_P95_MS} ms in every case but the reference`);

      measuredAt = performance.now();
      loadAt = loadAverage();
      await measure(run, storeCases);
      console.log(
        `\nThe staff's store-wide figures (analytics without an app), ${STORE_SAMPLES} answers ` +
          `per case after ${STORE_WARMUP} of warm-up, in ms ` +
          `(${((performance.now() - measuredAt) / 1000).toFixed(0)} s; machine load ${loadAt} ` +
          `before, ${loadAverage()} after):`,
      );
      failures.push(...report(storeCases));
      console.log(`  budget (ours, looser): p95 < ${STORE_BUDGET_P95_MS} ms in every case`);

      const slowestOf = (cases: Measured[]) =>
        cases.reduce((a, b) => (percentiles(b.samples).p95 > percentiles(a.samples).p95 ? b : a));
      for (const [what, slowest] of [
        ['developer case', slowestOf(developerCases)],
        ['store-wide case', slowestOf(storeCases)],
      ] as const) {
        const sample = slowest.samples.reduce((a, b) => (b.ms > a.ms ? b : a));
        console.log(
          `\nThe slowest ${what}: ${slowest.name}; its slowest answer (${sample.ms.toFixed(1)} ms, ` +
            `${sample.appId ? `app ${sample.appId} of ` : ''}${sample.who}) as the server's SQL, ` +
            'EXPLAIN (ANALYZE, BUFFERS):',
        );
        for (const line of await explainCase(database.db, slowest.case, sample)) console.log(line);
      }
      if (run.problems.length) failures.push(...run.problems);
      else
        console.log(
          `\nThe first ${CHECKED_PER_CASE} answers of every case equal the figures counted from the raw events.`,
        );
    } finally {
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      await server.stop();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  } finally {
    await database.close();
    if (flags.drop) await kept.drop();
  }
  return failures;
}

const failures: string[] = [];
await runBenchmark('analytics', failures, async () => {
  failures.push(...(await main()));
});
