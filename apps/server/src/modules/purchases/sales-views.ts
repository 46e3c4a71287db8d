import { developerShareOf } from '@vmu/domain';
import type { SalesLedgerEntry, TestPurchase } from '../../graphql/generated/types.generated';
import { minorUnitsInt } from '../shared/minor-units';
import { purchaseOf } from './purchase-of';
import type { SalesLedgerListRow } from './services/list-sales-ledger';
import type { TestPurchaseRow } from './services/list-test-purchases';

/** The GraphQL TestPurchase of a listed purchase. */
export const testPurchaseOf = (row: TestPurchaseRow): TestPurchase => ({
  ...purchaseOf(row.purchase),
  appName: row.appName,
  bundleIdentifier: row.bundleIdentifier,
  versionNumber: row.versionNumber,
  buyerName: row.buyerName,
  buyerEmail: row.buyerEmail,
});

/** The GraphQL SalesLedgerEntry of a listed ledger row. */
export function salesLedgerEntryOf({
  entry,
  appName,
  bundleIdentifier,
  versionNumber,
}: SalesLedgerListRow): SalesLedgerEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    appName,
    bundleIdentifier,
    versionNumber,
    currency: entry.currency,
    gross: minorUnitsInt(entry.gross),
    tax: minorUnitsInt(entry.tax),
    processingFee: minorUnitsInt(entry.processingFee),
    refund: minorUnitsInt(entry.refund),
    net: minorUnitsInt(entry.net),
    platformFee: minorUnitsInt(entry.platformFee),
    developerShare: minorUnitsInt(developerShareOf(entry)),
    providerReference: entry.providerReference,
    occurredAt: entry.occurredAt,
  };
}
