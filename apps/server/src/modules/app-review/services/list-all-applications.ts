import { and, asc, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { activeUsersWindowStart, type AppStatus } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { application } from '../../../db/schema/apps';
import type { ApplicationsPage } from '../../apps';
import { containsPattern, ilike, matchingDeveloperIds } from '../../shared/text-search';
import type { ApplicationRow } from '../../apps';
import { activeUsersByApp, activeUsersOfRow, noActiveUsers } from '../../apps';
import { ALL_APPLICATION_COLUMNS, applicationSelection, type ApplicationColumn } from '../../apps';

export type AdminApplicationsQuery = {
  limit: number;
  after: KeysetCursor | null;
  status: AppStatus | null;
  excludeStatus: AppStatus | null;
  /** Trimmed; empty means no search. */
  search: string;
  /** What the page's items show (applicationColumnsFor); every column when not given. */
  columns?: readonly ApplicationColumn[];
  /** Whether the items show their active users (an app card does), read with the rows. */
  activeUsers?: boolean;
};

/**
 * How many of the newest rows a search first looks through in order. A term that matches often
 * fills its page there; a rare one goes to the trigram indexes instead (see listAllApplications).
 */
export const SEARCH_WALK_ROWS = 1000;

const updatedAtText = cursorTimestampText(application.updatedAt);

/** The columns a page reads. */
const rowOf = (query: AdminApplicationsQuery) =>
  applicationSelection(query.columns ?? ALL_APPLICATION_COLUMNS);

/** The items' active users when the page shows them, else a constant. */
const activeUsersOf = (query: AdminApplicationsQuery) =>
  query.activeUsers ? activeUsersOfRow(activeUsersWindowStart()) : noActiveUsers;

/**
 * The review queue (the submitted apps) is served oldest first, as staff promise 1-3 business
 * days from submission (decision 0058); a submitted app cannot change until it is decided or
 * withdrawn, so its last change is its submission. Every other list is newest first.
 */
const oldestFirst = (query: AdminApplicationsQuery) => query.status === 'SUBMITTED';

/** The list's order on `updatedAt` then `id` of the row source. */
const orderOf = (query: AdminApplicationsQuery, updatedAt: AnyColumn, id: AnyColumn) =>
  oldestFirst(query) ? [asc(updatedAt), asc(id)] : [desc(updatedAt), desc(id)];

/** Status filters and the cursor: what every strategy applies before the search. */
function filtersOf(query: AdminApplicationsQuery): SQL | undefined {
  const { after } = query;
  const cursor = after
    ? oldestFirst(query)
      ? sql`(${application.updatedAt}, ${application.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`(${application.updatedAt}, ${application.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return and(
    query.status ? eq(application.status, query.status) : undefined,
    query.excludeStatus ? ne(application.status, query.excludeStatus) : undefined,
    cursor,
  );
}

/** The newest-first page without a search: walks the updated_at (or status) index backwards. */
function plainPage(db: Database, query: AdminApplicationsQuery) {
  return db
    .select({ row: rowOf(query), updatedAtText, activeUsers: activeUsersOf(query) })
    .from(application)
    .where(filtersOf(query))
    .orderBy(...orderOf(query, application.updatedAt, application.id))
    .limit(query.limit + 1);
}

/**
 * A search among the SEARCH_WALK_ROWS newest rows (read in index order, so its cost is bounded
 * whatever the term): the page's ids, when the term is common enough to fill it there.
 */
function walkedSearchPage(db: Database, query: AdminApplicationsQuery, developerIds: SQL) {
  const pattern = containsPattern(query.search);
  const recent = db
    .select({
      id: application.id,
      updatedAt: application.updatedAt,
      appName: application.appName,
      shortDescription: application.shortDescription,
      developerId: application.developerId,
    })
    .from(application)
    .where(filtersOf(query))
    .orderBy(...orderOf(query, application.updatedAt, application.id))
    .limit(SEARCH_WALK_ROWS)
    .as('recent');
  return db
    .select({ id: recent.id })
    .from(recent)
    .where(
      or(
        ilike(recent.appName, pattern),
        ilike(recent.shortDescription, pattern),
        sql`${recent.developerId} = any(${developerIds})`,
      ),
    )
    .orderBy(...orderOf(query, recent.updatedAt, recent.id))
    .limit(query.limit + 1);
}

/**
 * Every match through the indexes (trigram indexes on name and short description, the developer
 * index for matching developers), then the newest page of them: for terms too rare to fill a
 * page among the newest rows. Each branch is a bitmap scan; only the matches are sorted.
 */
function indexedSearchIds(db: Database, query: AdminApplicationsQuery, developerIds: SQL) {
  const pattern = containsPattern(query.search);
  const filters = filtersOf(query);
  const byText = db
    .select({ id: application.id, updatedAt: application.updatedAt })
    .from(application)
    .where(
      and(
        filters,
        or(ilike(application.appName, pattern), ilike(application.shortDescription, pattern)),
      ),
    );
  const byDeveloper = db
    .select({ id: application.id, updatedAt: application.updatedAt })
    .from(application)
    .where(and(filters, sql`${application.developerId} = any(${developerIds})`));
  const matches = byText.union(byDeveloper).as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...orderOf(query, matches.updatedAt, matches.id))
    .limit(query.limit + 1);
}

/** The queries one page may run, unexecuted: the bench EXPLAINs each. */
export async function adminListQueries(db: Database, query: AdminApplicationsQuery) {
  if (!query.search) return { plain: plainPage(db, query) };
  const developerIds = await matchingDeveloperIds(db, query.search);
  return {
    walked: walkedSearchPage(db, query, developerIds),
    indexed: indexedSearchIds(db, query, developerIds),
  };
}

type PageRow = {
  row: Partial<ApplicationRow> & { id: string };
  updatedAtText: string;
  activeUsers: number | null;
};

async function searchPage(db: Database, query: AdminApplicationsQuery): Promise<PageRow[]> {
  const developerIds = await matchingDeveloperIds(db, query.search);
  let found = await walkedSearchPage(db, query, developerIds);
  if (found.length <= query.limit) found = await indexedSearchIds(db, query, developerIds);
  const ids = found.map(({ id }) => id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: rowOf(query), updatedAtText, activeUsers: activeUsersOf(query) })
    .from(application)
    .where(inArray(application.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.row.id) ?? 0) - (position.get(b.row.id) ?? 0));
}

/**
 * Apps of every developer, most recently changed first (ties by id; the submitted ones oldest
 * first, the review queue's order), one keyset page after
 * `after` (docs/product.md, "GraphQL operations", listAllApplications), with the status filters and
 * the search over app name, short description and developer name. One extra row tells whether
 * another page exists. Without a search the page walks application_updated_idx (or
 * application_status_updated_idx) backwards. With one, the planner cannot know how often the
 * term matches (ILIKE estimates are guesses), so the service decides: the newest rows first, in
 * order (a common term fills the page there), else the trigram indexes (a rare term has few
 * matches to sort). Both stay within budget at 100,000 apps (bench/admin.ts).
 */
export async function listAllApplications(
  db: Database,
  query: AdminApplicationsQuery,
): Promise<ApplicationsPage> {
  const rows = query.search ? await searchPage(db, query) : await plainPage(db, query);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row as ApplicationRow),
    next: rows.length > query.limit && last ? { at: last.updatedAtText, id: last.row.id } : null,
    activeUsers: activeUsersByApp(query.activeUsers, items),
  };
}
