// How the server is bundled, for dist/ (scripts/build.mjs) and for benchmarks that bundle an
// entry of their own. Our workspace packages (@vmu/*, TypeScript sources) are always bundled.
// The server's own build bundles the npm packages it loads at start too (decision 0028's
// addendum): Node loads one file per chunk instead of resolving, reading and compiling some
// 1,500 files of node_modules one by one, which was most of a restart's time. Those that must
// stay where npm put them are external (KEEP_INSTALLED). A benchmark's hooks bundle leaves
// every npm package external, as they are small and built on each run. Externals are installed
// beside the bundle: `outdir` must lie under apps/server, whose node_modules hold them. Every
// bundle gets the embedded database's worker (dist/pglite-worker.js) and the migrations
// (dist/migrations) at its root, where src/db/pglite-thread.ts and src/db/client.ts look for
// them next to the code (`new URL('./…', import.meta.url)`); chunks stay at the root too, for
// the same reason.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** apps/server/ */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * npm packages the server's bundle leaves installed, each for a reason of its own:
 * - files of their own read at run time, found from where their code lies: PGlite (its WASM
 *   and data files), sharp, fs-native-extensions and @cwasm/nsbmp (native or WASM binaries),
 *   pino (its transports run its own files in worker threads), esbuild (its binary; only the
 *   sources' run uses it), dejavu-fonts-ttf (font files only);
 * - loaded only when used (create-payments-provider.ts, create-storage.ts, the statement PDF):
 *   Stripe, the AWS SDK and pdfkit stay out of the start;
 * - pg-native: node-postgres's optional native driver, never installed.
 */
const KEEP_INSTALLED =
  /^(@electric-sql\/pglite|sharp|fs-native-extensions|@cwasm\/[^/]+|pino|esbuild|dejavu-fonts-ttf|stripe|@aws-sdk\/[^/]+|pdfkit|pg-native)(\/|$)/;

/**
 * @param {boolean} bundlePackages whether npm packages are bundled (but KEEP_INSTALLED's)
 * @returns {import('esbuild').Plugin}
 */
const npmPackages = (bundlePackages) => ({
  name: 'npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vmu/')) return undefined;
      if (bundlePackages && !KEEP_INSTALLED.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
});

// Bundled CommonJS packages call `require` (Node's built-ins, the external packages) and a few
// read __dirname or __filename, which an ES module does not have: each chunk defines them, for
// the chunk's own file.
const COMMONJS_GLOBALS = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  "const __dirname = __bundleFileURLToPath(new URL('.', import.meta.url));",
].join(' ');

/**
 * Bundles each entry to `<outdir>/<name>.js` (its keys are the names, its values the source
 * files), plus pglite-worker.js and migrations/. Empties `outdir` first.
 *
 * @param {{ entryPoints: Record<string, string>, outdir: string, bundlePackages?: boolean }} options
 */
export async function buildServer({ entryPoints, outdir, bundlePackages = false }) {
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
    plugins: [npmPackages(bundlePackages)],
    ...(bundlePackages ? { banner: { js: COMMONJS_GLOBALS } } : {}),
    logLevel: 'warning',
  });
  cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}
