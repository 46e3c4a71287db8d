import fs from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/mini';
import type { CliContext } from './cli-context';

// Where `login` keeps the portal URL and token: the user's configuration folder of each system,
// in a file only its owner may read (0600) inside a folder only its owner may open (0700).

export const CONFIG_DIR_NAME = 'vmu-portal';
export const CONFIG_FILE_NAME = 'config.json';
export const CONFIG_FILE_MODE = 0o600;
const CONFIG_DIR_MODE = 0o700;

const StoredLoginSchema = z.object({
  url: z.string(),
  token: z.string(),
});
export type StoredLogin = z.output<typeof StoredLoginSchema>;

type Where = Pick<CliContext, 'env' | 'platform' | 'homedir'>;

/**
 * The configuration file: %APPDATA% on Windows, ~/Library/Application Support on macOS, and
 * $XDG_CONFIG_HOME (or ~/.config) elsewhere, as the XDG base directory specification says.
 */
export function configFilePath({ env, platform, homedir }: Where): string {
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  let base: string;
  if (platform === 'win32') {
    base = env.APPDATA || join(homedir, 'AppData', 'Roaming');
  } else if (platform === 'darwin') {
    base = join(homedir, 'Library', 'Application Support');
  } else {
    // The specification asks to ignore a relative XDG_CONFIG_HOME.
    const xdg = env.XDG_CONFIG_HOME;
    base = xdg && path.posix.isAbsolute(xdg) ? xdg : join(homedir, '.config');
  }
  return join(base, CONFIG_DIR_NAME, CONFIG_FILE_NAME);
}

/** The stored login, or null when there is none (or the file is not one this CLI wrote). */
export async function readStoredLogin(file: string): Promise<StoredLogin | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = StoredLoginSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Writes the login where only its owner can read it. The file is written beside its final name
 * with mode 0600 and renamed over it, so it is never readable by others, even for a moment,
 * and an interrupted write leaves the previous login whole.
 */
export async function writeStoredLogin(file: string, login: StoredLogin): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: CONFIG_DIR_MODE });
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, JSON.stringify(login, null, 2) + '\n', {
    mode: CONFIG_FILE_MODE,
    flag: 'w',
  });
  // A leftover partial file of an earlier crash kept its old mode: set it again.
  await fs.chmod(partial, CONFIG_FILE_MODE);
  await fs.rename(partial, file);
}

/** Forgets the stored login; false when there was none. */
export async function removeStoredLogin(file: string): Promise<boolean> {
  try {
    await fs.rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
