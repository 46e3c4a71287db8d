// Bundles src/server.ts to dist/server.js: npm packages stay external (installed beside it),
// our workspace packages (@vmu/*, TypeScript sources) are bundled. Migrations are copied next
// to the bundle, where src/db/client.ts's `new URL('./migrations/', import.meta.url)` looks.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

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

rmSync(`${root}/dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}/src/server.ts`],
  outfile: `${root}/dist/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
cpSync(`${root}/src/db/migrations`, `${root}/dist/migrations`, { recursive: true });
console.log('built dist/server.js (+ dist/migrations)');
