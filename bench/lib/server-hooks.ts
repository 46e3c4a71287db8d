// Bench-only routes loaded into the built server's own process: a hooks file (bench/<bench>/
// hooks.ts) subscribes to Fastify's `fastify.initialization` diagnostics channel and adds its
// routes to the portal's Fastify instance when it is created. It is bundled as the server is
// (apps/server/scripts/build-server.mjs: npm packages external, @vmu/* bundled) and loaded
// before the server with `node --import`, so nothing of it is ever shipped.
import path from 'node:path';
import { buildServer } from '../../apps/server/scripts/build-server.mjs';
import { repoRoot } from './built-server';

/**
 * Bundles `source` into apps/server/dist/bench/<name>/ (under apps/server, whose node_modules the
 * bundle's packages come from; a folder per benchmark, as the bundler empties it first) and
 * gives the node options that load it: pass them as startBuiltServer's `nodeArgs`.
 */
export async function bundleServerHooks(name: string, source: string): Promise<string[]> {
  const outdir = path.join(repoRoot, 'apps/server/dist/bench', name);
  await buildServer({ entryPoints: { hooks: path.join(repoRoot, source) }, outdir });
  return ['--import', path.join(outdir, 'hooks.js')];
}
