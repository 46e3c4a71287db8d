import { and, desc, eq, or, sql } from 'drizzle-orm';
import { activeUsersWindowStart, type AppStatus } from '@vmu/domain';
import { containsPattern } from '../../shared/text-search';
import type { Database } from '../../../db/client';
import { application, storedFile } from '../../../db/schema/apps';
import { activeUsersByApp, activeUsersOfRow, noActiveUsers } from './active-users-of-row';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { preparedPerDatabase, withPrecomputedRowMapping } from '../../shared/prepared-query';
import {
  ALL_APPLICATION_COLUMNS,
  applicationSelection,
  type ApplicationColumn,
} from '../application-columns';
import type { ApplicationRow, StoredFileRow } from '../schema.mappers';

export type ApplicationsPage = {
  /** Rows with the columns asked for (application-columns.ts), typed as whole rows. */
  items: ApplicationRow[];
  /** Where the next page starts; null on the last page. */
  next: KeysetCursor | null;
  /**
   * The items' active users (the devices that opened each app in the last 30 UTC days), read
   * with the page when asked for; null when not asked.
   */
  activeUsers: Map<string, number> | null;
};

export type DeveloperApplicationsPage = ApplicationsPage & {
  /** The stored files of the items' web icons (what an app card shows), read with the page. */
  webIcons: StoredFileRow[];
};

/** A LIKE pattern matching `term` anywhere, with its own % _ and \ taken literally. */

const updatedAtText = cursorTimestampText(application.updatedAt);

/**
 * Which of the optional conditions a page's query has and which columns it reads; each
 * combination is its own statement.
 */
export type ListVariant = {
  status: boolean;
  search: boolean;
  after: boolean;
  /** Whether each row also counts its app's active users (an app card's figure). */
  activeUsers: boolean;
  columns: readonly ApplicationColumn[];
};

/**
 * At most this many column sets get statements of their own per database. The web app asks
 * for two or three; a client crafting documents could ask for thousands, and each would be a
 * statement every PostgreSQL connection keeps. Past the limit a page reads every column.
 */
export const MAX_LIST_COLUMN_SETS = 16;

// Prepared once per database and variant (modules/shared/prepared-query.ts); the values come
// as placeholders, so the statement text never holds a caller's input.
const listQueryOf = preparedPerDatabase((db) => {
  const byVariant = new Map<string, ReturnType<typeof prepareList>>();
  const columnSets = new Map<string, number>();
  return (variant: ListVariant) => {
    let columns = variant.columns;
    if (!columnSets.has(columns.join()) && columnSets.size >= MAX_LIST_COLUMN_SETS)
      columns = ALL_APPLICATION_COLUMNS;
    const columnsKey = columns.join();
    let columnSet = columnSets.get(columnsKey);
    if (columnSet === undefined) {
      columnSet = columnSets.size;
      columnSets.set(columnsKey, columnSet);
    }
    const key = `${+variant.status}${+variant.search}${+variant.after}${+variant.activeUsers}_${columnSet}`;
    let query = byVariant.get(key);
    if (!query) {
      query = withPrecomputedRowMapping(
        prepareList(db, { ...variant, columns }, `developer_applications_${key}`),
      );
      byVariant.set(key, query);
    }
    return query;
  };
});

function prepareList(db: Database, variant: ListVariant, name: string) {
  return developerApplicationsStatement(db, variant).prepare(name);
}

/**
 * A page's statement, its values as placeholders (developerId, status, pattern, afterAt,
 * afterId, limit, since). Exported for bench:load, whose floor runs the same SQL bare.
 */
export function developerApplicationsStatement(db: Database, variant: ListVariant) {
  const pattern = sql.placeholder('pattern');
  return (
    db
      .select({
        row: applicationSelection(variant.columns),
        updatedAtText,
        webIcon: storedFile,
        activeUsers: variant.activeUsers
          ? activeUsersOfRow(sql.placeholder('since'))
          : noActiveUsers,
      })
      .from(application)
      // The card's icon in the same round trip rather than a second query after the page; a
      // page that shows no assets joins nothing (the condition is false, the plan drops it).
      .leftJoin(
        storedFile,
        variant.columns.includes('assets')
          ? sql`${storedFile.key} = ${application.assets}->>'webIcon'`
          : sql`false`,
      )
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
    /** What the page's items show (applicationColumnsFor). */
    columns: readonly ApplicationColumn[];
    /** Whether the items show their active users (an app card does). */
    activeUsers?: boolean;
  },
): Promise<DeveloperApplicationsPage> {
  const { after, search, status } = query;
  const rows = await listQueryOf(db)({
    status: !!status,
    search: !!search,
    after: !!after,
    activeUsers: !!query.activeUsers,
    columns: query.columns,
  }).execute({
    developerId: query.developerId,
    status,
    pattern: containsPattern(search),
    afterAt: after?.at,
    afterId: after?.id,
    limit: query.limit + 1,
    since: activeUsersWindowStart(),
  });

  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row as ApplicationRow),
    webIcons: items.flatMap(({ webIcon }) => (webIcon ? [webIcon] : [])),
    activeUsers: activeUsersByApp(query.activeUsers, items),
    next: rows.length > query.limit && last ? { at: last.updatedAtText, id: last.row.id } : null,
  };
}
