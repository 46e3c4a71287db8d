import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Run from the sources (Vitest, tsx) the worker is TypeScript, which a worker thread of Node 20
// cannot load by itself: registering tsx's loader inside each thread costs 0.3-1 s, once per
// database opened. So it is bundled once with esbuild (what scripts/build-server.mjs does for
// dist/) into node_modules/.cache, named by the hash of its sources: an edit makes a new
// file, and every process after the first finds it built. npm packages stay imports, resolved
// from there as from the sources.

const SOURCES = ['pglite-worker.ts', 'pglite-messages.ts'];

export async function pgliteWorkerFromSource(): Promise<URL> {
  const dbDir = fileURLToPath(new URL('.', import.meta.url));
  const hash = crypto.createHash('sha256');
  for (const name of SOURCES) hash.update(fs.readFileSync(path.join(dbDir, name)));
  const cacheDir = path.resolve(dbDir, '../../node_modules/.cache/pglite-worker');
  const file = path.join(cacheDir, `pglite-worker-${hash.digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) {
    const { build } = await import('esbuild');
    // Several test processes may build it at once: each writes its own file and renames it
    // into place, so none loads a half-written one.
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.partial`;
    await build({
      entryPoints: [path.join(dbDir, 'pglite-worker.ts')],
      outfile: partial,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    fs.renameSync(partial, file);
  }
  return pathToFileURL(file);
}
