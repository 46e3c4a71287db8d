// Bundles src/server.ts to dist/server.js, with the embedded database's worker and the
// migrations beside it (scripts/build-server.mjs).
import path from 'node:path';
import { buildServer, serverRoot } from './build-server.mjs';

await buildServer({
  entryPoints: { server: path.join(serverRoot, 'src/server.ts') },
  outdir: path.join(serverRoot, 'dist'),
  bundlePackages: true,
});
console.log('built dist/server.js (+ dist/pglite-worker.js, dist/migrations)');
