import { eq, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_SYNC_OVERLAP_SECONDS } from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { application } from '../../../db/schema/apps';
import { catalogueEntryColumns, type CatalogueEntryRow } from '../catalogue-entry';
import type { CatalogueCursor } from '../catalogue-cursor';

export type CatalogueSyncQuery = {
  /** ISO 8601, as the client sent it. */
  since: string;
  limit: number;
  after: Extract<CatalogueCursor, { sort: 'changes' }> | null;
};

export type CatalogueSyncPage = {
  rows: CatalogueEntryRow[];
  removed: string[];
  next: CatalogueCursor | null;
  /** On the last page: the `since` of the next sync. */
  syncedUntil: string | null;
};

type Change = { at: string; id: string; bundleIdentifier: string; available: boolean };

/**
 * A device's incremental sync (decision 0035): every change of the catalogue after `since`, in the
 * order it was stamped, paged by (stamp, id). An app that was ever published and changed is an
 * item when it is in the catalogue now and a removal when it is not; a deleted one is a removal
 * from catalogue_removal. Both walk their stamp index (application_catalogue_changes_idx,
 * catalogue_removal_removed_idx).
 */
export async function syncCatalogue(
  db: Database,
  query: CatalogueSyncQuery,
): Promise<CatalogueSyncPage> {
  const after = query.after;
  const afterApp = after
    ? sql`and (catalogue_changed_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const afterRemoval = after
    ? sql`and (removed_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const stampText = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
  const changesFound = rowsOf<Change>(
    await db.execute(sql`
    (select ${stampText('catalogue_changed_at')} as "at", id::text as "id",
            bundle_identifier as "bundleIdentifier",
            (status = 'LIVE' and visibility = 'PUBLIC') as "available",
            catalogue_changed_at as "stamp"
       from application
      where published_at is not null and catalogue_changed_at > ${query.since}::timestamptz ${afterApp}
      order by catalogue_changed_at, id limit ${query.limit + 1})
    union all
    (select ${stampText('removed_at')}, id::text, bundle_identifier, false, removed_at
       from catalogue_removal
      where removed_at > ${query.since}::timestamptz ${afterRemoval}
      order by removed_at, id limit ${query.limit + 1})
    order by "stamp", "id" limit ${query.limit + 1}`),
  );
  const changes = changesFound.slice(0, query.limit);
  const availableIds = changes.filter((change) => change.available).map((change) => change.id);
  const entries = availableIds.length
    ? ((await db
        .select(catalogueEntryColumns)
        .from(application)
        .innerJoin(user, eq(user.id, application.developerId))
        .where(inArray(application.id, availableIds))) as CatalogueEntryRow[])
    : [];
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const rows = availableIds.flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(rows.map((row) => row.bundleIdentifier));
  const removed = changes
    .filter((change) => !change.available && !listed.has(change.bundleIdentifier))
    .map((change) => change.bundleIdentifier);
  const last = changes.at(-1);
  const more = changesFound.length > query.limit && last;
  return {
    rows,
    removed: [...new Set(removed)],
    next: more ? { sort: 'changes', at: last.at, id: last.id } : null,
    syncedUntil: more ? null : await syncedUntil(db),
  };
}

/** The database's now, less the overlap: changes committed late are sent again, never lost. */
async function syncedUntil(db: Database): Promise<string> {
  const result = await db.execute(sql`
    select to_char((statement_timestamp() - make_interval(secs => ${CATALOGUE_SYNC_OVERLAP_SECONDS}))
                   at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "until"`);
  return rowsOf<{ until: string }>(result)[0]!.until;
}
