import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { developerProfile } from '../../../db/schema/developers';
import { countPendingReviews } from './count-pending-reviews';

export type AdminStats = {
  totalApps: number;
  pendingReview: number;
  pendingNewApps: number;
  pendingUpdates: number;
  publishedApps: number;
  totalDevelopers: number;
  pendingDevelopers: number;
};

const count = sql<number>`count(*)::int`;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The admin dashboard's counts: one aggregate over applications, one over developer profiles,
 * and what waits for review of every kind (new apps and updates of published apps alike).
 */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const [apps, developers, pending] = await Promise.all([
    db
      .select({
        totalApps: count,
        publishedApps: countWhere(sql`${application.status} = 'LIVE'`),
      })
      .from(application),
    db
      .select({
        totalDevelopers: countWhere(sql`${developerProfile.developerStatus} = 'verified'`),
      })
      .from(developerProfile),
    countPendingReviews(db),
  ]);
  return {
    totalApps: apps[0]?.totalApps ?? 0,
    pendingReview: pending.newApps + pending.updates,
    pendingNewApps: pending.newApps,
    pendingUpdates: pending.updates,
    publishedApps: apps[0]?.publishedApps ?? 0,
    totalDevelopers: developers[0]?.totalDevelopers ?? 0,
    pendingDevelopers: pending.developers,
  };
}
