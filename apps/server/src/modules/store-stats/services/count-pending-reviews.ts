import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';

/** What waits for staff, of every kind, and when the oldest of each began to wait. */
export type PendingReviews = {
  newApps: number;
  updates: number;
  developers: number;
  newAppsWaitingSince: Date | null;
  updatesWaitingSince: Date | null;
  developersWaitingSince: Date | null;
};

const instant = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The admin dashboard's and the store figures' pending reviews, counted once here: apps
 * submitted for the store (SUBMITTED), updates of published apps in review (their versions;
 * the app stays LIVE meanwhile, so a count of statuses misses them), developer accounts waiting
 * for verification. Each kind through its review queue's index.
 */
export async function countPendingReviews(db: Database): Promise<PendingReviews> {
  const epochMs = (column: ReturnType<typeof sql>) =>
    sql`(extract(epoch from min(${column})) * 1000)::float8`;
  const [counts] = rowsOf<{
    new_apps: number;
    new_apps_since: number | null;
    updates: number;
    updates_since: number | null;
    developers: number;
    developers_since: number | null;
  }>(
    await db.execute(sql`
      select new_apps.count as new_apps, new_apps.since as new_apps_since,
        updates.count as updates, updates.since as updates_since,
        developers.count as developers, developers.since as developers_since
      from (
        select count(*)::integer as count,
          ${epochMs(sql`coalesce(last_version_submitted, updated_at)`)} as since
        from application where status = 'SUBMITTED'
      ) new_apps,
      (
        select count(*)::integer as count, ${epochMs(sql`submitted_at`)} as since
        from application_version where is_update and review_status = 'PENDING'
      ) updates,
      (
        select count(*)::integer as count,
          ${epochMs(sql`coalesce(last_status_change, completed_at, created_at)`)} as since
        from developer_profile where developer_status = 'pending'
      ) developers`),
  );
  return {
    newApps: counts?.new_apps ?? 0,
    updates: counts?.updates ?? 0,
    developers: counts?.developers ?? 0,
    newAppsWaitingSince: instant(counts?.new_apps_since ?? null),
    updatesWaitingSince: instant(counts?.updates_since ?? null),
    developersWaitingSince: instant(counts?.developers_since ?? null),
  };
}
