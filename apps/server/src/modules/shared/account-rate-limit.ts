import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { accountRateLimit } from '../../db/schema/accounts';

export type AccountLimit = { max: number; windowSeconds: number };

export type AccountLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` in account_rate_limit (one atomic upsert, so concurrent
 * requests and several server instances agree) and says whether it is allowed. A fixed window:
 * the first attempt after a window ended starts the next one. better-auth limits per client
 * address; this limits per account email, so many addresses cannot together guess one
 * account's password or code. Its own table: better-auth prunes its rate_limit rows after 60 s.
 */
export async function hitAccountLimit(
  db: Database,
  key: string,
  limit: AccountLimit,
  now: Date = new Date(),
): Promise<AccountLimitVerdict> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const expired = sql`${accountRateLimit.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(accountRateLimit)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: accountRateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${accountRateLimit.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${accountRateLimit.windowStartedAt} end`,
      },
    })
    .returning({
      count: accountRateLimit.count,
      windowStartedAt: accountRateLimit.windowStartedAt,
    });
  if (!row || row.count <= limit.max) return { allowed: true };
  const windowEnds = row.windowStartedAt.getTime() + limit.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/**
 * Whether `key` has used its window's allowance, without counting an attempt: true when the
 * next hitAccountLimit would not be allowed.
 */
export async function isAccountLimitReached(
  db: Database,
  key: string,
  limit: AccountLimit,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ count: accountRateLimit.count, windowStartedAt: accountRateLimit.windowStartedAt })
    .from(accountRateLimit)
    .where(eq(accountRateLimit.key, key))
    .limit(1);
  if (!row) return false;
  const windowEnds = row.windowStartedAt.getTime() + limit.windowSeconds * 1000;
  return windowEnds > now.getTime() && row.count >= limit.max;
}

/** Windows that ended a day ago or more are no use to anyone: the clean-up job removes them. */
export async function deleteEndedAccountLimits(
  db: Database,
  longestWindowSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  const cutoff = new Date(now.getTime() - (longestWindowSeconds + 24 * 60 * 60) * 1000);
  await db.delete(accountRateLimit).where(sql`${accountRateLimit.windowStartedAt} < ${cutoff}`);
}

export const ACCOUNT_LIMIT_CLEANUP_JOB = 'account-limit-cleanup';

/** Hourly, on one server: the windows of accounts nobody has tried for a day. */
export function accountLimitCleanupJob(
  db: Database,
  longestWindowSeconds: number,
): JobDefinition<object> {
  return {
    name: ACCOUNT_LIMIT_CLEANUP_JOB,
    cron: '41 * * * *',
    retryLimit: 2,
    handle: () => deleteEndedAccountLimits(db, longestWindowSeconds),
  };
}

/** "Please try again in 8 minutes." / "... in 40 seconds." */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60)
    return `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
