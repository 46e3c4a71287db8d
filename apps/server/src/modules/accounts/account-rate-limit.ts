import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type AccountLimit = { max: number; windowSeconds: number };

/**
 * Counts one attempt against `key` in the shared rate_limit table (one atomic upsert, so
 * concurrent requests and several server instances agree) and says whether it is allowed.
 * better-auth limits per client address; this limits per account email, so many addresses
 * cannot together guess one account's password or code.
 */
export async function hitAccountLimit(
  db: Database,
  key: string,
  limit: AccountLimit,
  now: number = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = now - windowMs;
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: string | number }[] })
    .rows[0];
  if (!row || row.count <= limit.max) return { allowed: true };
  const windowEnds = Number(row.last_request) + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)) };
}
