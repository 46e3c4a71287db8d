// Bundles vmu-portal into one JavaScript file that runs on Node.js alone (no npm install, no
// tsx), for the portal to serve under /cli/ with its SHA-256 (decision 0053):
//   vmu-portal-<version>.mjs   this version, the address a CI pipeline pins
//   vmu-portal.mjs             the same bytes, the address of the newest
//   SHA256SUMS                 both, in sha256sum's format (sha256sum -c checks a download)
//   latest.json                { version, file, sha256 } for scripts
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cliRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the portal serves the CLI from, under its web root. */
export const CLI_DOWNLOADS_DIR = 'cli';

/** @param {string} outDir the folder to write into (emptied first) */
export async function bundleCli(outDir) {
  const { version } = JSON.parse(readFileSync(path.join(cliRoot, 'package.json'), 'utf8'));
  const result = await build({
    entryPoints: [path.join(cliRoot, 'src/process-main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The version is the package's, written in (src/user-agent.ts reads package.json otherwise).
    define: { VMU_PORTAL_VERSION: JSON.stringify(version) },
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'inline',
    write: false,
    logLevel: 'warning',
  });
  const bytes = result.outputFiles[0].contents;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const file = `vmu-portal-${version}.mjs`;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, file), bytes, { mode: 0o755 });
  writeFileSync(path.join(outDir, 'vmu-portal.mjs'), bytes, { mode: 0o755 });
  writeFileSync(path.join(outDir, 'SHA256SUMS'), `${sha256}  ${file}\n${sha256}  vmu-portal.mjs\n`);
  writeFileSync(
    path.join(outDir, 'latest.json'),
    `${JSON.stringify({ version, file, sha256 }, null, 2)}\n`,
  );
  return { version, file, sha256 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(cliRoot, 'dist'));
  const { file, sha256 } = await bundleCli(outDir);
  console.log(`built ${path.join(outDir, file)} (sha256 ${sha256})`);
}
