import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { user } from '../../../db/schema/accounts';
import { application, applicationVersion } from '../../../db/schema/apps';
import { purchase, type PurchaseRow } from '../../../db/schema/purchases';
import type { SalesScope } from '../sales-viewer';

export type TestPurchaseRow = {
  purchase: PurchaseRow;
  appName: string;
  bundleIdentifier: string;
  versionNumber: string;
  buyerName: string;
  buyerEmail: string;
};

export type TestPurchasesPage = {
  items: TestPurchaseRow[];
  /** Where the next page starts; null on the last page. */
  next: KeysetCursor | null;
};

const createdAtText = cursorTimestampText(purchase.createdAt);

/**
 * The test screen's purchases, newest first (ties by id), one keyset page after `after`: of the
 * developer's own apps, or every purchase for staff. A purchase cascades with its app, version
 * and buyer, so the inner joins lose nothing. One extra row tells whether another page exists.
 */
export async function listTestPurchases(
  db: Database,
  page: { scope: SalesScope; limit: number; after: KeysetCursor | null },
): Promise<TestPurchasesPage> {
  const { scope, after } = page;
  const rows = await db
    .select({
      purchase,
      appName: application.appName,
      bundleIdentifier: application.bundleIdentifier,
      versionNumber: applicationVersion.versionNumber,
      buyerName: user.name,
      buyerEmail: user.email,
      createdAtText,
    })
    .from(purchase)
    .innerJoin(application, eq(application.id, purchase.applicationId))
    .innerJoin(applicationVersion, eq(applicationVersion.id, purchase.versionId))
    .innerJoin(user, eq(user.id, purchase.buyerId))
    .where(
      and(
        'developerId' in scope ? eq(application.developerId, scope.developerId) : undefined,
        after
          ? sql`(${purchase.createdAt}, ${purchase.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(purchase.createdAt), desc(purchase.id))
    .limit(page.limit + 1);

  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ createdAtText: _at, ...item }) => item),
    next:
      rows.length > page.limit && last ? { at: last.createdAtText, id: last.purchase.id } : null,
  };
}
