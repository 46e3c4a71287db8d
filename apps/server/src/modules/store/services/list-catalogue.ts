import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppType, CataloguePrice, CatalogueSort, PegiRating } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { cursorTimestampText } from '../../../db/keyset-cursor';
import { user } from '../../../db/schema/accounts';
import { application } from '../../../db/schema/apps';
import { containsPattern, ilike, matchingDeveloperIds } from '../../shared/text-search';
import { catalogueEntryColumns, inCatalogue, type CatalogueEntryRow } from '../catalogue-entry';
import type { CatalogueCursor } from '../catalogue-cursor';

export type CatalogueListQuery = {
  /** Trimmed, spaces collapsed (catalogueSearchTerm); empty means no search. */
  search: string;
  type: AppType | undefined;
  price: CataloguePrice | undefined;
  pegi: PegiRating | undefined;
  sort: CatalogueSort;
  limit: number;
  after: CatalogueCursor | null;
};

export type CatalogueListPage = { rows: CatalogueEntryRow[]; next: CatalogueCursor | null };

/**
 * How many rows a search first walks in its sort's order: a common term fills its page there,
 * a rare one goes to the trigram indexes (the admin list's strategy, decision 0014).
 */
export const CATALOGUE_SEARCH_WALK_ROWS = 1000;

const publishedAtText = cursorTimestampText(application.publishedAt);
const lowerName = sql<string>`lower(${application.appName})`;

/** The keys a page's last row leaves in its cursor. */
const sortKeys = { publishedAtText, lowerName, totalDownloads: application.totalDownloads };

/** Catalogue, filters, and the cursor: what every strategy applies. Literals stay literals in the
 * catalogue condition so the planner matches the partial indexes. */
function filtersOf(query: CatalogueListQuery): SQL | undefined {
  return and(
    inCatalogue,
    query.type ? sql`${application.categories}[1] = ${query.type}` : undefined,
    query.price === 'free' ? eq(application.priceCents, 0) : undefined,
    query.price === 'paid' ? sql`${application.priceCents} > 0` : undefined,
    query.pegi ? sql`${application.ageRating}->>'pegi' = ${query.pegi}` : undefined,
    afterOf(query.after),
  );
}

function afterOf(after: CatalogueCursor | null): SQL | undefined {
  if (!after) return undefined;
  switch (after.sort) {
    case 'newest':
      return sql`(${application.publishedAt}, ${application.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
    case 'downloads':
      return sql`(${application.totalDownloads}, ${application.id}) < (${after.downloads}, ${after.id}::uuid)`;
    case 'name':
      return sql`(${lowerName}, ${application.id}) > (${after.name}, ${after.id}::uuid)`;
    case 'changes':
      return undefined;
  }
}

/**
 * Each sort exactly in the order of its partial index (application_catalogue_*_idx), nulls
 * included: another spelling makes the planner sort again what the index already holds.
 */
function orderOf(sort: CatalogueSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [
        sql`${application.publishedAt} desc nulls last`,
        sql`${application.id} desc nulls last`,
      ];
    case 'downloads':
      return [
        sql`${application.totalDownloads} desc nulls last`,
        sql`${application.id} desc nulls last`,
      ];
    case 'name':
      return [asc(lowerName), asc(application.id)];
  }
}

/** The page without a search: its sort's index, walked in order, with the developer joined. */
function plainPage(db: Database, query: CatalogueListQuery) {
  return db
    .select({ entry: catalogueEntryColumns, keys: sortKeys })
    .from(application)
    .innerJoin(user, eq(user.id, application.developerId))
    .where(filtersOf(query))
    .orderBy(...orderOf(query.sort))
    .limit(query.limit + 1);
}

const matchesSearch = (pattern: string, developerIds: SQL) =>
  or(
    ilike(application.appName, pattern),
    ilike(application.shortDescription, pattern),
    sql`${application.developerId} = any(${developerIds})`,
  );

/** A search among the first CATALOGUE_SEARCH_WALK_ROWS rows in the sort's order. */
function walkedSearchIds(db: Database, query: CatalogueListQuery, developerIds: SQL) {
  const order = orderOf(query.sort);
  const walked = db
    .select({
      id: application.id,
      appName: application.appName,
      shortDescription: application.shortDescription,
      developerId: application.developerId,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as(
        'position',
      ),
    })
    .from(application)
    .where(filtersOf(query))
    .orderBy(...order)
    .limit(CATALOGUE_SEARCH_WALK_ROWS)
    .as('walked');
  const pattern = containsPattern(query.search);
  return db
    .select({ id: walked.id })
    .from(walked)
    .where(
      or(
        ilike(walked.appName, pattern),
        ilike(walked.shortDescription, pattern),
        sql`${walked.developerId} = any(${developerIds})`,
      ),
    )
    .orderBy(asc(walked.position))
    .limit(query.limit + 1);
}

/** Every match through the trigram and developer indexes, then the first page of them in order. */
function indexedSearchIds(db: Database, query: CatalogueListQuery, developerIds: SQL) {
  return db
    .select({ id: application.id })
    .from(application)
    .where(and(filtersOf(query), matchesSearch(containsPattern(query.search), developerIds)))
    .orderBy(...orderOf(query.sort))
    .limit(query.limit + 1);
}

/** The queries one page may run, unexecuted: the bench EXPLAINs each. */
export async function catalogueListQueries(db: Database, query: CatalogueListQuery) {
  if (!query.search) return { plain: plainPage(db, query) };
  const developerIds = await matchingDeveloperIds(db, query.search);
  return {
    walked: walkedSearchIds(db, query, developerIds),
    indexed: indexedSearchIds(db, query, developerIds),
  };
}

type PageRow = {
  entry: CatalogueEntryRow;
  keys: { publishedAtText: string; lowerName: string; totalDownloads: number };
};

async function searchPage(db: Database, query: CatalogueListQuery): Promise<PageRow[]> {
  const developerIds = await matchingDeveloperIds(db, query.search);
  let found = await walkedSearchIds(db, query, developerIds);
  if (found.length <= query.limit) found = await indexedSearchIds(db, query, developerIds);
  const ids = found.map(({ id }) => id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ entry: catalogueEntryColumns, keys: sortKeys })
    .from(application)
    .innerJoin(user, eq(user.id, application.developerId))
    .where(inArray(application.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return (rows as PageRow[]).sort(
    (a, b) => (position.get(a.entry.id) ?? 0) - (position.get(b.entry.id) ?? 0),
  );
}

function cursorAfter(sort: CatalogueSort, row: PageRow): CatalogueCursor {
  const id = row.entry.id;
  switch (sort) {
    case 'newest':
      return { sort, at: row.keys.publishedAtText, id };
    case 'downloads':
      return { sort, downloads: row.keys.totalDownloads, id };
    case 'name':
      return { sort, name: row.keys.lowerName, id };
  }
}

/**
 * One page of the store's catalogue (decision 0035): live public apps, filtered by type, price and
 * PEGI rating, searched over name, short description and developer name, in the sort's order,
 * after the cursor. One extra row tells whether another page exists. Without a search the page
 * walks its sort's partial index; with one, the first rows in that order, else the
 * trigram indexes, as the admin list does (bench/catalogue.ts measures both at 100,000 apps).
 */
export async function listCatalogue(
  db: Database,
  query: CatalogueListQuery,
): Promise<CatalogueListPage> {
  const rows = query.search
    ? await searchPage(db, query)
    : ((await plainPage(db, query)) as PageRow[]);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    rows: items.map((row) => row.entry),
    next: rows.length > query.limit && last ? cursorAfter(query.sort, last) : null,
  };
}
