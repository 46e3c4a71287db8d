import { and, asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { applicationVersion } from '../../../db/schema/apps';
import type { ApplicationVersionRow } from '../../apps';

const submittedAtText = cursorTimestampText(applicationVersion.submittedAt);

/**
 * Updates of published apps in review, oldest submission first (ties by id), one keyset page
 * after `after` (the admin queue, decision 0034). Walks application_version_updates_in_review_idx,
 * whose partial condition the query repeats; one extra row tells whether another page exists.
 */
export async function listUpdatesInReview(
  db: Database,
  query: { limit: number; after: KeysetCursor | null },
): Promise<{ items: ApplicationVersionRow[]; next: KeysetCursor | null }> {
  const { after, limit } = query;
  const rows = await db
    .select({ row: applicationVersion, submittedAtText })
    .from(applicationVersion)
    .where(
      and(
        sql`${applicationVersion.isUpdate} and ${applicationVersion.reviewStatus} = 'PENDING'`,
        after
          ? sql`(${applicationVersion.submittedAt}, ${applicationVersion.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(applicationVersion.submittedAt), asc(applicationVersion.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row),
    next: rows.length > limit && last ? { at: last.submittedAtText, id: last.row.id } : null,
  };
}
