// Runs Lighthouse 12 on the built portal's public pages and prints their four scores.
// Budgets (decisions 0030 and 0037): performance, accessibility, best practices and SEO all 100 on
// /, /auth/login, /auth/signup, /docs, /news, the store (/store) and a published app's store page.
// The fresh server's store is filled first (POST /__bench/seed-store, bench/lighthouse/hooks.ts):
// four apps, one with every asset, whose page is measured. BENCH_PAGES=/a,/b picks other pages
// (the seeded app's is /store/apps/com.nebulaworks.starhopper); BENCH_RUNS=n measures each page n
// times, each run printed and checked.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startBuiltServer } from './lib/built-server';
import { bundleServerHooks } from './lib/server-hooks';

// Lighthouse is not part of the project's install (it brings 200 packages, 185 MB): `npm run
// bench:lighthouse` installs it into bench/tools from that folder's own lock file first.
const LIGHTHOUSE = path.join(repoRoot, 'bench/tools/node_modules/.bin/lighthouse');

const BUDGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
const DEFAULT_PAGES = ['/', '/auth/login', '/auth/signup', '/docs', '/news', '/store'];
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

/** What this benchmark reads of a Lighthouse result (its `lhr`). */
type LighthouseResult = {
  lighthouseVersion: string;
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { title: string; score: number | null; displayValue?: string }>;
};

/** One Lighthouse run of the CLI on `url`, in a Chromium of its own; its JSON report. */
function runLighthouse(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE,
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking ' +
          '--disable-component-update --disable-sync --no-first-run',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`lighthouse exited with ${code} on ${url}`)),
    );
  });
}

if (!fs.existsSync(LIGHTHOUSE))
  throw new Error(
    'Lighthouse is not installed: run `npm run bench:lighthouse`, which installs it.',
  );

let failed = false;
const server = await startBuiltServer({
  port: Number(process.env.BENCH_PORT ?? 4518),
  nodeArgs: await bundleServerHooks('lighthouse', 'bench/lighthouse/hooks.ts'),
});
const { origin } = server;

const seeded = await fetch(`${origin}/__bench/seed-store`, {
  method: 'POST',
  headers: { origin },
});
if (!seeded.ok) {
  await server.stop();
  throw new Error(`seeding the store: ${seeded.status} ${await seeded.text()}`);
}
const { bundleIdentifier } = (await seeded.json()) as { bundleIdentifier: string };
const pages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
  : [...DEFAULT_PAGES, `/store/apps/${bundleIdentifier}`];

// A server that has just started answers its first requests slower (files opened for the first
// time, code not yet compiled); the first page measured would pay for it and the others not.
// Each page and the assets it names are fetched once before any is measured.
for (const page of pages) {
  const html = await (await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } })).text();
  // The store's images too: a display-size copy is made on its first request and kept
  // (decision 0037), which a visitor after the first never waits for.
  const images = [...html.matchAll(/(?:src|srcset)="([^"]*\/files\/[^"]*)"/gi)].flatMap(
    ([, value]) =>
      value!.split(', ').map((candidate) => candidate.split(' ')[0]!.replaceAll('&amp;', '&')),
  );
  for (const image of new Set(images)) await (await fetch(image)).arrayBuffer();
  const assets = [...html.matchAll(/(?:src|href|content)="([^"]*\/assets\/[^"]*)"/g)].flatMap(
    ([, value]) => value!.split(' ').filter((url) => url.startsWith('/assets/')),
  );
  for (const asset of new Set(assets))
    await (
      await fetch(`${origin}${asset}`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer();
}

try {
  for (const [page, run] of pages.flatMap((page) =>
    Array.from({ length: RUNS }, (_, run) => [page, run + 1] as const),
  )) {
    // Desktop form factor without throttling would flatter us; Lighthouse's default mobile
    // emulation with simulated slow 4G is the honest measure.
    const report = await runLighthouse(`${origin}${page}`);
    // BENCH_REPORT_DIR=/some/dir keeps each page's whole report (JSON) to see why a score moved.
    if (process.env.BENCH_REPORT_DIR) {
      const name =
        (page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-')) +
        (RUNS > 1 ? `.${run}` : '');
      fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${name}.json`), report);
    }
    const result = JSON.parse(report) as LighthouseResult;
    const { categories, audits } = result;
    console.log(
      `\nLighthouse ${result.lighthouseVersion} on ${page}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ''}`,
    );
    for (const [id, category] of Object.entries(categories)) {
      const score = Math.round((category.score ?? 0) * 100);
      const budget = BUDGETS[id as keyof typeof BUDGETS];
      const verdict =
        budget === undefined
          ? ''
          : score >= budget
            ? `  (budget ${budget}: ok)`
            : `  (budget ${budget}: FAILED)`;
      if (budget !== undefined && score < budget) failed = true;
      console.log(`  ${category.title.padEnd(16)} ${String(score).padStart(3)}${verdict}`);
    }
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      const audit = audits[id];
      if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
    }
    for (const category of Object.values(categories)) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (audit && audit.score !== null && audit.score < 0.9 && ref.weight > 0) {
          console.log(
            `  needs work: ${audit.title} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`,
          );
        }
      }
    }
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
