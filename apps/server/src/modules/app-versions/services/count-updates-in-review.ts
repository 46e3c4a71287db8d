import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationVersion } from '../../../db/schema/apps';

/** How many updates wait for review (the admin dashboard's count), through the same index. */
export async function countUpdatesInReview(db: Database): Promise<number> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applicationVersion)
    .where(
      and(eq(applicationVersion.isUpdate, true), eq(applicationVersion.reviewStatus, 'PENDING')),
    );
  return counted?.count ?? 0;
}
