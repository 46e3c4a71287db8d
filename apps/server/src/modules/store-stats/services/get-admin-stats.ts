import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { developerProfile } from '../../../db/schema/developers';

export type AdminStats = {
  totalApps: number;
  pendingReview: number;
  publishedApps: number;
  totalDevelopers: number;
  pendingDevelopers: number;
};

const count = sql<number>`count(*)::int`;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/** The admin dashboard's counts: one aggregate over applications, one over developer profiles. */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const [apps, developers] = await Promise.all([
    db
      .select({
        totalApps: count,
        pendingReview: countWhere(sql`${application.status} = 'SUBMITTED'`),
        publishedApps: countWhere(sql`${application.status} = 'LIVE'`),
      })
      .from(application),
    db
      .select({
        totalDevelopers: countWhere(sql`${developerProfile.developerStatus} = 'verified'`),
        pendingDevelopers: countWhere(sql`${developerProfile.developerStatus} = 'pending'`),
      })
      .from(developerProfile),
  ]);
  return {
    totalApps: apps[0]?.totalApps ?? 0,
    pendingReview: apps[0]?.pendingReview ?? 0,
    publishedApps: apps[0]?.publishedApps ?? 0,
    totalDevelopers: developers[0]?.totalDevelopers ?? 0,
    pendingDevelopers: developers[0]?.pendingDevelopers ?? 0,
  };
}
