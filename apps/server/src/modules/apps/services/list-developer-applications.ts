import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppStatus } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import type { ApplicationRow } from '../schema.mappers';

export type ApplicationsPage = {
  items: ApplicationRow[];
  /** Where the next page starts; null on the last page. */
  next: KeysetCursor | null;
};

/** A LIKE pattern matching `term` anywhere, with its own % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const updatedAtText = cursorTimestampText(application.updatedAt);

/**
 * A developer's own apps, most recently changed first (ties by id), one keyset page after
 * `after`. Walks application_developer_updated_idx backwards; one extra row tells whether
 * another page exists.
 */
export async function listDeveloperApplications(
  db: Database,
  query: {
    developerId: string;
    limit: number;
    after: KeysetCursor | null;
    status: AppStatus | null;
    search: string;
  },
): Promise<ApplicationsPage> {
  const { after, search } = query;
  const pattern = containsPattern(search);
  const rows = await db
    .select({ row: application, updatedAtText })
    .from(application)
    .where(
      and(
        eq(application.developerId, query.developerId),
        query.status ? eq(application.status, query.status) : undefined,
        search
          ? or(
              sql`${application.appName} ilike ${pattern} escape '\\'`,
              sql`${application.shortDescription} ilike ${pattern} escape '\\'`,
            )
          : undefined,
        after
          ? sql`(${application.updatedAt}, ${application.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(application.updatedAt), desc(application.id))
    .limit(query.limit + 1);

  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row),
    next: rows.length > query.limit && last ? { at: last.updatedAtText, id: last.row.id } : null,
  };
}
