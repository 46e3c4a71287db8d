// Bundles src/server.ts to <outdir>/server.js (the folder named on the command line, else dist),
// with the embedded database's worker and the migrations beside it (scripts/build-server.mjs).
// The root's scripts/build.mjs names a fresh folder beside dist and switches dist to it.
import path from 'node:path';
import { buildServer, serverRoot } from './build-server.mjs';

const outdir = path.resolve(process.argv[2] ?? path.join(serverRoot, 'dist'));
await buildServer({
  entryPoints: { server: path.join(serverRoot, 'src/server.ts') },
  outdir,
  bundlePackages: true,
});
console.log(
  `built ${path.relative(process.cwd(), outdir)}/server.js (+ pglite-worker.js, migrations)`,
);
