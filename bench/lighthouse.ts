// Runs Lighthouse 12 on the built portal's public pages and prints their four scores.
// Budgets (issue 15): performance, accessibility, best practices and SEO all 100 on /,
// /auth/login, /auth/signup, /docs and /news (BENCH_PAGES=/a,/b picks other pages).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const BUDGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
const port = Number(process.env.BENCH_PORT ?? 4518);
const origin = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? '/,/auth/login,/auth/signup,/docs,/news').split(',');

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'vmu-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let serverExit: number | null = null;
server.once('exit', (code) => (serverExit = code ?? 1));

async function waitForReady(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (serverExit !== null)
      throw new Error(`The server exited with code ${serverExit} before it was ready.`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become ready within 60 s.');
}

let failed = false;
const chrome = await (async () => {
  await waitForReady();
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
})();

try {
  for (const page of pages) {
    // Desktop form factor without throttling would flatter us; Lighthouse's default mobile
    // emulation with simulated slow 4G is the honest measure.
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
    // BENCH_REPORT_DIR=/some/dir keeps each page's whole report (JSON) to see why a score moved.
    if (process.env.BENCH_REPORT_DIR) {
      const name = page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${name}.json`), String(result.report));
    }
    const { categories, audits } = result.lhr;
    console.log(`\nLighthouse ${result.lhr.lighthouseVersion} on ${page}`);
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
  await chrome.kill();
  if (serverExit === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
