// Prints the gzipped JavaScript and CSS each route entry loads before any interaction, and
// fails when the landing page is over its budget (decision 0030: at most 90 kB of gzipped JS
// on /, down from the first 120). The prerendered public pages also list everything their HTML
// loads, including what they fetch once React has them (decision 0030).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_LANDING_JS_KB = 90;
const dist =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;

const gzCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** A chunk with everything it imports statically: what the browser must fetch to run it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function measure(keys: Set<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gzipped(chunk.file);
    chunk.css?.forEach((f) => cssFiles.add(f));
  }
  for (const f of cssFiles) css += gzipped(f);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest: build the web app first.');
const entry = closure(entryKey);

const routeKeys = Object.keys(manifest)
  .filter((k) => manifest[k]?.isDynamicEntry && k.startsWith('src/routes/'))
  .sort();

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
// The landing page is part of the entry chunk, so the entry alone is what / loads.
const rows = [{ route: '/ (entry, with the landing page)', ...measure(entry) }];
for (const key of routeKeys) {
  const keys = new Set([...entry, ...closure(key)]);
  rows.push({ route: key.replace('src/routes/', '').replace(/\.tsx?$/, ''), ...measure(keys) });
}

console.log(`${'route entry'.padEnd(34)} JS gz kB   CSS gz kB`);
for (const row of rows) console.log(`${row.route.padEnd(34)} ${kb(row.js)}    ${kb(row.css)}`);

// A prerendered page's HTML names every script it loads without any interaction: the entry
// and its imports, and the page's lazy parts, the header's account links and the cookie
// banner, which it fetches as soon as it is on screen.
const prerenderedDir = path.join(dist, 'prerendered');
if (existsSync(prerenderedDir)) {
  console.log(`\n${'prerendered page'.padEnd(34)} JS gz kB   (all it loads without interaction)`);
  const pages = readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    // A page built once per picture it shows (auth/login~1.html, ~2, ...) loads the same
    // scripts in each: its first variant stands for all.
    .filter((file) => !/~\d+\.html$/.test(file) || /~1\.html$/.test(file))
    .sort();
  for (const file of pages) {
    const html = readFileSync(path.join(prerenderedDir, file), 'utf8');
    // The page's own script (start-app) loads the modules its <meta name="app-modules"> lists.
    const modules = /<meta name="app-modules" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const scripts = [
      ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
    ]
      .map(([, src]) => src!)
      .concat(
        modules
          .split(' ')
          .filter(Boolean)
          .map((src) => src.slice(1)),
      );
    const js = [...new Set(scripts)].reduce((sum, src) => sum + gzipped(src), 0);
    const page = '/' + file.replace(/(~1)?\.html$/, '').replace(/^index$/, '');
    console.log(`${page.padEnd(34)} ${kb(js)}`);
  }
}

const landingKb = rows[0]!.js / 1024;
console.log(`\nlanding JS: ${landingKb.toFixed(1)} kB gzipped (budget ${BUDGET_LANDING_JS_KB} kB)`);
if (landingKb > BUDGET_LANDING_JS_KB) {
  console.error('Over budget.');
  process.exit(1);
}
