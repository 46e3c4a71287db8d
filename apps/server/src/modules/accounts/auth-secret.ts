import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const AUTH_SECRET_FILE_NAME = 'auth-secret';

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in DATA_DIR, so
 * sessions survive restarts without any setup. Call only while holding the data-dir lock.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE_NAME);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
