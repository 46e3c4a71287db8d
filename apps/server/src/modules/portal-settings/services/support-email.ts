import type { Database } from '../../../db/client';
import { readPortalSettings } from './read-portal-settings';

// The support address is read on every GraphQL request (mails and pages name it), so each
// server keeps it for a few seconds: a change made here is seen at once (forgotten on write),
// one made through another server within SUPPORT_EMAIL_CACHE_MS.
export const SUPPORT_EMAIL_CACHE_MS = 10_000;

const cached = new WeakMap<Database, { value: string | null; readAt: number }>();

/** The address staff set, else the server's own (SUPPORT_EMAIL). */
export async function currentSupportEmail(db: Database, serverDefault: string): Promise<string> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.readAt < SUPPORT_EMAIL_CACHE_MS) return hit.value ?? serverDefault;
  const value = (await readPortalSettings(db))?.supportEmail ?? null;
  cached.set(db, { value, readAt: Date.now() });
  return value ?? serverDefault;
}

/** After a change on this server: the next read asks the database. */
export function forgetSupportEmail(db: Database) {
  cached.delete(db);
}
