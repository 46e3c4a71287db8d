import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppStatus } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application, storedFile } from '../../../db/schema/apps';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { preparedPerDatabase } from '../../shared/prepared-query';
import type { ApplicationRow, StoredFileRow } from '../schema.mappers';

export type ApplicationsPage = {
  items: ApplicationRow[];
  /** Where the next page starts; null on the last page. */
  next: KeysetCursor | null;
};

export type DeveloperApplicationsPage = ApplicationsPage & {
  /** The stored files of the items' web icons (what an app card shows), read with the page. */
  webIcons: StoredFileRow[];
};

/** A LIKE pattern matching `term` anywhere, with its own % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const updatedAtText = cursorTimestampText(application.updatedAt);

/** Which of the optional conditions a page's query has; each combination is its own statement. */
type ListVariant = { status: boolean; search: boolean; after: boolean };

// Prepared once per database and variant (modules/shared/prepared-query.ts); the values come
// as placeholders, so the statement text never holds a caller's input.
const listQueryOf = preparedPerDatabase((db) => {
  const byVariant = new Map<string, ReturnType<typeof prepareList>>();
  return (variant: ListVariant) => {
    const key = `${+variant.status}${+variant.search}${+variant.after}`;
    let query = byVariant.get(key);
    if (!query) {
      query = prepareList(db, variant, `developer_applications_${key}`);
      byVariant.set(key, query);
    }
    return query;
  };
});

function prepareList(db: Database, variant: ListVariant, name: string) {
  const pattern = sql.placeholder('pattern');
  return (
    db
      .select({ row: application, updatedAtText, webIcon: storedFile })
      .from(application)
      // The card's icon in the same round trip rather than a second query after the page.
      .leftJoin(storedFile, sql`${storedFile.key} = ${application.assets}->>'webIcon'`)
      .where(
        and(
          eq(application.developerId, sql.placeholder('developerId')),
          variant.status ? eq(application.status, sql.placeholder('status')) : undefined,
          variant.search
            ? or(
                sql`${application.appName} ilike ${pattern} escape '\\'`,
                sql`${application.shortDescription} ilike ${pattern} escape '\\'`,
              )
            : undefined,
          variant.after
            ? sql`(${application.updatedAt}, ${application.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(application.updatedAt), desc(application.id))
      .limit(sql.placeholder('limit'))
      .prepare(name)
  );
}

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
): Promise<DeveloperApplicationsPage> {
  const { after, search, status } = query;
  const rows = await listQueryOf(db)({
    status: !!status,
    search: !!search,
    after: !!after,
  }).execute({
    developerId: query.developerId,
    status,
    pattern: containsPattern(search),
    afterAt: after?.at,
    afterId: after?.id,
    limit: query.limit + 1,
  });

  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row),
    webIcons: items.flatMap(({ webIcon }) => (webIcon ? [webIcon] : [])),
    next: rows.length > query.limit && last ? { at: last.updatedAtText, id: last.row.id } : null,
  };
}
