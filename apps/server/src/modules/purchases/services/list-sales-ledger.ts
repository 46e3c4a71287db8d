import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { application, applicationVersion } from '../../../db/schema/apps';
import { salesLedger, type SalesLedgerRow } from '../../../db/schema/purchases';
import type { SalesScope } from '../sales-viewer';

export type SalesLedgerListRow = {
  entry: SalesLedgerRow;
  /** Null once the app (or the version) was deleted: the ledger keeps no foreign keys. */
  appName: string | null;
  bundleIdentifier: string | null;
  versionNumber: string | null;
};

export type SalesLedgerListPage = {
  items: SalesLedgerListRow[];
  /** Where the next page starts; null on the last page. */
  next: KeysetCursor | null;
};

const occurredAtText = cursorTimestampText(salesLedger.occurredAt);

/**
 * The ledger's rows, newest first (ties by id), one keyset page after `after`: the developer's
 * (sales_ledger_developer_idx), or every row for staff. The app and version are read as they are
 * now, and may be gone. One extra row tells whether another page exists.
 */
export async function listSalesLedger(
  db: Database,
  page: { scope: SalesScope; limit: number; after: KeysetCursor | null },
): Promise<SalesLedgerListPage> {
  const { scope, after } = page;
  const rows = await db
    .select({
      entry: salesLedger,
      appName: application.appName,
      bundleIdentifier: application.bundleIdentifier,
      versionNumber: applicationVersion.versionNumber,
      occurredAtText,
    })
    .from(salesLedger)
    .leftJoin(application, eq(application.id, salesLedger.applicationId))
    .leftJoin(applicationVersion, eq(applicationVersion.id, salesLedger.versionId))
    .where(
      and(
        'developerId' in scope ? eq(salesLedger.developerId, scope.developerId) : undefined,
        after
          ? sql`(${salesLedger.occurredAt}, ${salesLedger.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(salesLedger.occurredAt), desc(salesLedger.id))
    .limit(page.limit + 1);

  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ occurredAtText: _at, ...item }) => item),
    next: rows.length > page.limit && last ? { at: last.occurredAtText, id: last.entry.id } : null,
  };
}
