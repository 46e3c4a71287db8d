import { catalogueSearchTerm, type CatalogueQuery, type CataloguePage } from '@vmu/domain';
import type { Database } from '../../../db/client';
import type { Storage } from '../../../platform/storage/storage';
import { catalogueEntryOf } from '../catalogue-entry';
import {
  decodeCatalogueCursor,
  encodeCatalogueCursor,
  type CatalogueCursor,
} from '../catalogue-cursor';
import { listCatalogue } from './list-catalogue';
import { syncCatalogue } from './sync-catalogue';

/**
 * A page of the catalogue as its contract gives it, for a parsed query: a device's sync when it
 * has `since`, else the list with its search, filters and sort. What the API answers and what
 * the store's page is rendered with; a cursor that is not ours is INVALID_CURSOR.
 */
export async function readCataloguePage(
  deps: { db: Database; storage: Storage; publicUrl: string },
  query: CatalogueQuery,
): Promise<CataloguePage> {
  const entryOf = (row: Parameters<typeof catalogueEntryOf>[0]) => catalogueEntryOf(row, deps);
  const nextCursor = (next: CatalogueCursor | null) => next && encodeCatalogueCursor(next);
  if (query.since !== undefined) {
    const page = await syncCatalogue(deps.db, {
      since: query.since,
      limit: query.limit,
      after: query.cursor
        ? (decodeCatalogueCursor(query.cursor, 'changes') as Extract<
            CatalogueCursor,
            { sort: 'changes' }
          >)
        : null,
    });
    return {
      items: page.rows.map(entryOf),
      nextCursor: nextCursor(page.next),
      removed: page.removed,
      syncedUntil: page.syncedUntil,
    };
  }
  const sort = query.sort ?? 'newest';
  const page = await listCatalogue(deps.db, {
    search: catalogueSearchTerm(query.q),
    type: query.type,
    price: query.price,
    pegi: query.pegi,
    sort,
    limit: query.limit,
    after: query.cursor ? decodeCatalogueCursor(query.cursor, sort) : null,
  });
  return { items: page.rows.map(entryOf), nextCursor: nextCursor(page.next) };
}
