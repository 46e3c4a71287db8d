import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Accounts signed up by scripts/global-setup.ts when the run starts, one per project. */
export const AGED_USERS_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../.run/aged-users.json',
);

export interface AgedUser {
  name: string;
  email: string;
  password: string;
  /** Node's Date.now() when the sign-up (and its code mail) happened. */
  signedUpAt: number;
}

/** This project's account, or undefined when the run has none (another server). */
export function agedUser(project: string): AgedUser | undefined {
  if (!existsSync(AGED_USERS_FILE)) return undefined;
  return (JSON.parse(readFileSync(AGED_USERS_FILE, 'utf8')) as Record<string, AgedUser>)[project];
}
