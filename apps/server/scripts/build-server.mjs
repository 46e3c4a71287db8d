// How the server is bundled, for dist/ (scripts/build.mjs) and for benchmarks that bundle an
// entry of their own with the same settings. npm packages stay external (installed beside the
// bundle: `outdir` must lie under apps/server, whose node_modules hold them); our workspace
// packages (@vmu/*, TypeScript sources) are bundled. Every bundle gets the embedded database's
// worker (dist/pglite-worker.js) and the migrations (dist/migrations) at its root, where
// src/db/pglite-thread.ts and src/db/client.ts look for them next to the code
// (`new URL('./…', import.meta.url)`); chunks stay at the root too, for the same reason.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** apps/server/ */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vmu/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles each entry to `<outdir>/<name>.js` (its keys are the names, its values the source
 * files), plus pglite-worker.js and migrations/. Empties `outdir` first.
 *
 * @param {{ entryPoints: Record<string, string>, outdir: string }} options
 */
export async function buildServer({ entryPoints, outdir }) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [
      ...Object.entries(entryPoints).map(([out, source]) => ({ in: source, out })),
      { in: path.join(serverRoot, 'src/db/pglite-worker.ts'), out: 'pglite-worker' },
    ],
    outdir,
    bundle: true,
    // The server loads the app's modules while the database opens (src/server.ts): a dynamic
    // import in its own chunk, not inlined into server.js where it would load first.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  });
  cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}
