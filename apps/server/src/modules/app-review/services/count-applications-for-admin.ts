import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';

export type AdminApplicationCounts = {
  draft: number;
  submitted: number;
  live: number;
  suspended: number;
  rejected: number;
  totalExceptSubmitted: number;
  liveSince: number;
};

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;
const statusIs = (status: string) => sql`${application.status} = ${status}`;

/**
 * Exact counts for the admin app screens in one aggregate: per status, all but SUBMITTED (the
 * All Apps Total card), and LIVE apps changed at or after `approvedSince` (Approved Today).
 */
export async function countApplicationsForAdmin(
  db: Database,
  approvedSince: Date,
): Promise<AdminApplicationCounts> {
  const [counts] = await db
    .select({
      draft: countWhere(statusIs('DRAFT')),
      submitted: countWhere(statusIs('SUBMITTED')),
      live: countWhere(statusIs('LIVE')),
      suspended: countWhere(statusIs('SUSPENDED')),
      rejected: countWhere(statusIs('REJECTED')),
      totalExceptSubmitted: countWhere(sql`${application.status} <> 'SUBMITTED'`),
      liveSince: countWhere(
        sql`${application.status} = 'LIVE' and ${application.updatedAt} >= ${approvedSince.toISOString()}::timestamptz`,
      ),
    })
    .from(application);
  return (
    counts ?? {
      draft: 0,
      submitted: 0,
      live: 0,
      suspended: 0,
      rejected: 0,
      totalExceptSubmitted: 0,
      liveSince: 0,
    }
  );
}
