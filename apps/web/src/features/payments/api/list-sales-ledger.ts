import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SALES_LIST_PAGE } from '@vmu/domain';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { SalesLedgerQuery as SalesLedgerResult } from '@/lib/graphql/graphql';
import { salesKeys } from './sales-keys';

// The sales ledger of the developer's own apps (every row for staff), newest first; the server
// answers it with either payment driver.
export const SalesLedgerQuery = graphql(`
  query SalesLedger($limit: Int, $nextToken: String) {
    listSalesLedger(limit: $limit, nextToken: $nextToken) {
      items {
        id
        kind
        appName
        versionNumber
        currency
        gross
        tax
        processingFee
        refund
        net
        developerShare
        providerReference
        occurredAt
      }
      nextToken
    }
  }
`);

export const salesLedgerQueryOptions = infiniteQueryOptions({
  queryKey: salesKeys.ledger,
  queryFn: async ({ pageParam }) =>
    (
      await request(SalesLedgerQuery, {
        limit: SALES_LIST_PAGE.defaultLimit,
        nextToken: pageParam,
      })
    ).listSalesLedger,
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
});

export function useSalesLedger() {
  return useInfiniteQuery(salesLedgerQueryOptions);
}

export type SalesLedgerEntry = SalesLedgerResult['listSalesLedger']['items'][number];
