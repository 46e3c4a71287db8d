import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The launcher (scripts/start-server.mjs) writes where this run's server keeps its mail and
// which OAuth stand-in it talks to; Playwright's workers cannot see the launcher's environment.
export const RUN_STATE_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../.run/state.json',
);

export interface RunState {
  /** The server's throw-away data directory. */
  dataDir: string;
  /** Where the server writes every mail as JSON (no SMTP_URL in this run). */
  outboxDir: string;
  /** The addresses in the server's ADMIN_EMAILS. */
  adminEmails: string[];
  /** The local OAuth/OpenID provider standing in for GitHub and Google, or null if not started. */
  oauth: { url: string } | null;
}

let cached: RunState | undefined;

export function readRunState(): RunState {
  if (cached) return cached;
  let raw: string;
  try {
    raw = readFileSync(RUN_STATE_FILE, 'utf8');
  } catch {
    throw new Error(
      `${RUN_STATE_FILE} is missing: the suite's server is started by scripts/start-server.mjs, ` +
        'which writes it (E2E_BASE_URL runs have no outbox to read).',
    );
  }
  cached = JSON.parse(raw) as RunState;
  return cached;
}
