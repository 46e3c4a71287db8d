// Starts the built server on a throw-away data directory for one Playwright run: every run
// begins with an empty embedded database, and nothing is left behind in the checkout or /tmp.
// Run with `node --import tsx` (playwright.config.ts does): the OAuth stand-in and the shared
// test identities are TypeScript, and Node 20 cannot load .ts on its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ADMIN_EMAILS } from '../support/accounts.ts';
import { RUN_STATE_FILE } from '../support/run-state.ts';

const here = dirname(fileURLToPath(import.meta.url));
const serverEntry = resolve(here, '../../apps/server/dist/server.js');
const oauthProviderEntry = resolve(here, '../../packages/test-oauth-provider/src/index.ts');

if (!existsSync(serverEntry)) {
  console.error(`[e2e] ${serverEntry} does not exist. Build first: npm run build`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vmu-e2e-'));
const outboxDir = join(dataDir, 'outbox');
mkdirSync(outboxDir);

const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? 4318);
let oauth = null;
// The OAuth stand-in stands for GitHub and Google through the server's endpoint overrides;
// without it the provider journeys skip themselves and say why.
if (existsSync(oauthProviderEntry)) {
  const { startOAuthProvider } = await import(pathToFileURL(oauthProviderEntry).href);
  const { OAUTH_USERS } = await import('../support/oauth-users.ts');
  oauth = await startOAuthProvider({ port: oauthPort, users: OAUTH_USERS });
} else {
  console.error(`[e2e] ${oauthProviderEntry} not found: GitHub and Google journeys will skip.`);
}

let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  // The state and whatever the run kept beside it (scripts/global-setup.ts) describe this server.
  rmSync(dirname(RUN_STATE_FILE), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await oauth?.close().catch(() => {});
}

mkdirSync(dirname(RUN_STATE_FILE), { recursive: true });
writeFileSync(
  RUN_STATE_FILE,
  JSON.stringify(
    { dataDir, outboxDir, adminEmails: ADMIN_EMAILS, oauth: oauth ? { url: oauth.url } : null },
    null,
    2,
  ) + '\n',
);

// Own process group: Playwright signals the launcher's group on shutdown, and a second signal
// makes the server skip its graceful close (lock file, database), so exactly one is forwarded.
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    // Where the rejected-developer screen and review mails send developers with questions.
    SUPPORT_EMAIL: 'support@e2e.example.com',
    ...(oauth ? { ...oauth.env('github'), ...oauth.env('google') } : {}),
  },
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
  void cleanUp().then(() => process.exit(code ?? (signal ? 1 : 0)));
});

server.on('error', (error) => {
  console.error('[e2e] could not start the server:', error);
  void cleanUp().then(() => process.exit(1));
});
