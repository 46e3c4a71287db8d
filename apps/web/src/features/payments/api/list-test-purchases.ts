import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SALES_LIST_PAGE } from '@vmu/domain';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { TestPurchasesQuery as TestPurchasesResult } from '@/lib/graphql/graphql';
import { salesKeys } from './sales-keys';

// The payment-provider test screen's purchases (sandbox driver only): of the developer's own
// apps, or every purchase for staff, newest first.
export const TestPurchasesQuery = graphql(`
  query TestPurchases($limit: Int, $nextToken: String) {
    listTestPurchases(limit: $limit, nextToken: $nextToken) {
      items {
        purchaseId
        status
        priceMinor
        currency
        createdAt
        appName
        versionNumber
        buyerName
        buyerEmail
      }
      nextToken
    }
  }
`);

export const testPurchasesQueryOptions = infiniteQueryOptions({
  queryKey: salesKeys.testPurchases,
  queryFn: async ({ pageParam }) =>
    (
      await request(TestPurchasesQuery, {
        limit: SALES_LIST_PAGE.defaultLimit,
        nextToken: pageParam,
      })
    ).listTestPurchases,
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
});

export function useTestPurchases() {
  return useInfiniteQuery(testPurchasesQueryOptions);
}

export type TestPurchase = TestPurchasesResult['listTestPurchases']['items'][number];
