// Starts the built server on a throw-away data directory for one Playwright run: every run
// begins with an empty embedded database, and nothing is left behind in the checkout or /tmp.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverEntry = resolve(here, '../../apps/server/dist/server.js');

if (!existsSync(serverEntry)) {
  console.error(
    `[e2e] ${serverEntry} does not exist. Build first: npm run build -w @vmu/web && npm run build -w @vmu/server`,
  );
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vmu-e2e-'));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

// Own process group: Playwright signals the launcher's group on shutdown, and a second signal
// makes the server skip its graceful close (lock file, database), so exactly one is forwarded.
const server = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
  detached: true,
});

let forwarded = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded || server.exitCode !== null) return;
    forwarded = true;
    server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});

server.on('error', (error) => {
  console.error('[e2e] could not start the server:', error);
  removeDataDir();
  process.exit(1);
});
