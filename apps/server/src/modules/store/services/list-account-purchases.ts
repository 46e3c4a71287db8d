import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  buyerMayDownload,
  isInCatalogue,
  type AccountPurchasesPage,
  type AccountPurchasesQuery,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { application } from '../../../db/schema/apps';
import { purchase } from '../../../db/schema/purchases';
import type { Storage } from '../../../platform/storage/storage';
import { catalogueEntryColumns, catalogueEntryOf, isoText } from '../catalogue-entry';

/**
 * The signed-in account's purchases (decision 0038), newest first: the completed ones it may
 * download and the refunded ones it no longer may. A pending purchase (a checkout not paid) is
 * not the buyer's yet and is left out. Keyset paging: the cursor is the last purchase shown,
 * looked up among the buyer's own, so another account's id pages nothing.
 */
export async function listAccountPurchases(
  deps: { db: Database; storage: Storage; publicUrl: string },
  buyerId: string,
  query: AccountPurchasesQuery,
): Promise<AccountPurchasesPage> {
  const after = query.cursor
    ? sql`(${purchase.createdAt}, ${purchase.id}) < (
        select p.created_at, p.id from purchase p where p.id = ${query.cursor} and p.buyer_id = ${buyerId})`
    : undefined;
  const rows = await deps.db
    .select({
      ...catalogueEntryColumns,
      // An app bought while live that left the store since may have no publication time.
      publishedAt: isoText(sql`coalesce(${application.publishedAt}, ${application.updatedAt})`),
      status: application.status,
      visibility: application.visibility,
      purchaseId: purchase.id,
      purchaseStatus: purchase.status,
      priceMinor: purchase.priceMinor,
      priceCurrency: purchase.currency,
      purchasedAt: isoText(sql`coalesce(${purchase.completedAt}, ${purchase.createdAt})`),
      refundedAt: isoText(purchase.refundedAt),
    })
    .from(purchase)
    .innerJoin(application, eq(application.id, purchase.applicationId))
    .innerJoin(user, eq(user.id, application.developerId))
    .where(
      and(
        eq(purchase.buyerId, buyerId),
        inArray(purchase.status, ['COMPLETED', 'REFUNDED']),
        query.app === undefined ? undefined : eq(application.bundleIdentifier, query.app),
        after,
      ),
    )
    .orderBy(desc(purchase.createdAt), desc(purchase.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    purchases: page.map((row) => ({
      purchaseId: row.purchaseId,
      status: row.purchaseStatus,
      price: { amountMinor: row.priceMinor, currency: row.priceCurrency },
      purchasedAt: row.purchasedAt,
      refundedAt: row.refundedAt,
      inStore: isInCatalogue(row),
      downloadable: buyerMayDownload(row, row.purchaseStatus),
      app: catalogueEntryOf(row, deps),
    })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.purchaseId ?? null) : null,
  };
}
