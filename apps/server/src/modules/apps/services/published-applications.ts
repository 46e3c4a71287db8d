import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { hasBeenPublished, type AppStatus } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { preparedPerDatabase } from '../../shared/prepared-query';
import { applicationVersion } from '../../../db/schema/apps';
import { applicationReviewEvent } from '../../../db/schema/review';

// "Has this app ever been live?", from the history the portal already keeps: an approved
// version, or a review step that made it LIVE (approve, restore). An app unpublished back to a
// draft keeps both, so its bundle identifier stays fixed (decisions 0013 and 0019).

// Prepared once per database (shared/prepared-query.ts); the ids come as one array parameter.
const approvedIds = preparedPerDatabase((db) =>
  db
    .selectDistinct({ id: applicationVersion.applicationId })
    .from(applicationVersion)
    .where(
      and(
        sql`${applicationVersion.applicationId} = any(${sql.placeholder('appIds')}::uuid[])`,
        isNotNull(applicationVersion.approvedAt),
      ),
    )
    .prepare('approved_application_ids'),
);
const madeLiveIds = preparedPerDatabase((db) =>
  db
    .selectDistinct({ id: applicationReviewEvent.applicationId })
    .from(applicationReviewEvent)
    .where(
      and(
        sql`${applicationReviewEvent.applicationId} = any(${sql.placeholder('appIds')}::uuid[])`,
        eq(applicationReviewEvent.toStatus, 'LIVE'),
      ),
    )
    .prepare('made_live_application_ids'),
);

/** Which of `appIds` have been live at some point. Two indexed lookups, whatever the count. */
export async function publishedApplicationIds(
  db: Database,
  appIds: string[],
): Promise<Set<string>> {
  if (appIds.length === 0) return new Set();
  const [approved, madeLive] = await Promise.all([
    approvedIds(db).execute({ appIds }),
    madeLiveIds(db).execute({ appIds }),
  ]);
  return new Set([...approved, ...madeLive].map((row) => row.id));
}

/** Whether an app's bundle identifier is fixed: it is live or suspended now, or was live once. */
export async function isBundleIdentifierFixed(
  db: Database,
  app: { id: string; status: AppStatus },
): Promise<boolean> {
  return hasBeenPublished(app.status) || (await publishedApplicationIds(db, [app.id])).has(app.id);
}
