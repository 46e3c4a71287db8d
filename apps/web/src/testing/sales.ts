import { GraphQLRequestError } from '@/lib/graphql';
import { SalesLedgerQuery, type SalesLedgerEntry } from '@/features/payments/api/list-sales-ledger';
import { TestPurchasesQuery, type TestPurchase } from '@/features/payments/api/list-test-purchases';
import { RefundSandboxPurchaseMutation } from '@/features/payments/api/refund-sandbox-purchase';
import { answer } from '@/testing/graphql';

// The test screen's lists and refund answered as the server would (for the web tests): pages
// of `pageSize` behind an index token, and a refund that turns the purchase REFUNDED and adds
// the REFUND row to the ledger, as the server's sandbox does.

export function purchaseAnswer(overrides: Partial<TestPurchase> = {}): TestPurchase {
  return {
    purchaseId: 'purchase-1',
    status: 'COMPLETED',
    priceMinor: 499,
    currency: 'EUR',
    createdAt: '2026-03-04T10:00:00.000Z',
    appName: 'Star Hopper',
    versionNumber: '1.0.0',
    buyerName: 'Ann',
    buyerEmail: 'ann@example.com',
    ...overrides,
  };
}

export function saleAnswer(overrides: Partial<SalesLedgerEntry> = {}): SalesLedgerEntry {
  return {
    id: 'entry-sale-1',
    kind: 'SALE',
    appName: 'Star Hopper',
    versionNumber: '1.0.0',
    currency: 'EUR',
    gross: 499,
    tax: 0,
    processingFee: 0,
    refund: 0,
    net: 499,
    developerShare: 374,
    providerReference: 'cs_sandbox_1',
    occurredAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A sale's refund as the server records it: the sale reversed. */
export const refundOf = (sale: SalesLedgerEntry): SalesLedgerEntry => ({
  ...sale,
  id: `${sale.id}-refund`,
  kind: 'REFUND',
  gross: 0,
  tax: -sale.tax,
  processingFee: -sale.processingFee,
  refund: sale.gross,
  net: -sale.net,
  developerShare: -sale.developerShare,
  providerReference: `re_${sale.providerReference}`,
});

function pageOf<T>(items: T[], pageSize: number, nextToken: string | null | undefined) {
  const start = nextToken ? Number(nextToken) : 0;
  const end = start + pageSize;
  return { items: items.slice(start, end), nextToken: end < items.length ? String(end) : null };
}

export interface FakeSalesServer {
  purchases: TestPurchase[];
  ledger: SalesLedgerEntry[];
  pageSize?: number;
  /** The SALE row of each purchase, by purchase id: its refund adds the reversal. */
  saleOf?: Record<string, SalesLedgerEntry>;
  /** Throws the server's refusal instead of refunding. */
  refuseRefund?: GraphQLRequestError;
  /** Fails every page after the first, as a server fault. */
  failLaterPages?: boolean;
}

/** Answers the lists and the refund from `sales`, which the refund changes as the server would. */
export function serveSales(sales: FakeSalesServer) {
  const pageSize = sales.pageSize ?? 20;
  const page = <T>(items: T[], nextToken: string | null | undefined) => {
    if (nextToken && sales.failLaterPages) {
      throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Down', 500);
    }
    return pageOf(items, pageSize, nextToken);
  };
  answer(TestPurchasesQuery, ({ nextToken }) => ({
    listTestPurchases: page(sales.purchases, nextToken),
  }));
  answer(SalesLedgerQuery, ({ nextToken }) => ({
    listSalesLedger: page(sales.ledger, nextToken),
  }));
  answer(RefundSandboxPurchaseMutation, ({ purchaseId }) => {
    if (sales.refuseRefund) throw sales.refuseRefund;
    const purchase = sales.purchases.find((p) => p.purchaseId === purchaseId);
    if (!purchase) throw new GraphQLRequestError('NOT_FOUND', 'No purchase has this id.', 404);
    purchase.status = 'REFUNDED';
    const sale = sales.saleOf?.[purchaseId];
    if (sale) sales.ledger.unshift(refundOf(sale));
    return { refundSandboxPurchase: { purchaseId, status: 'REFUNDED' } };
  });
}
