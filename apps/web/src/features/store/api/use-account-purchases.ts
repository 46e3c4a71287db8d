import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/lib/api/query-keys';
import { fetchAccountPurchases, requestPurchase, retryStoreQuery } from './store-api';

/** While a paid checkout is being confirmed by the provider's webhook: ask every 2 seconds. */
const CONFIRMING_POLL_MS = 2000;

/** My Purchases: the signed-in account's purchases, a page at a time (Load more). */
export function useAccountPurchases() {
  return useInfiniteQuery({
    queryKey: storeKeys.purchases,
    queryFn: ({ pageParam }) => fetchAccountPurchases({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryStoreQuery,
  });
}

/**
 * Whether the signed-in account holds a completed purchase of one app (its page: Buy or
 * Download). `confirming`: back from the provider's checkout, asked again until it completes.
 */
export function useOwnPurchaseOf(
  bundleIdentifier: string,
  options: { enabled: boolean; confirming: boolean },
) {
  const query = useQuery({
    queryKey: storeKeys.purchasesOf(bundleIdentifier),
    queryFn: () => fetchAccountPurchases({ app: bundleIdentifier }),
    enabled: options.enabled,
    retry: retryStoreQuery,
    select: (page) => page.purchases.some((purchase) => purchase.status === 'COMPLETED'),
    refetchInterval: (current) =>
      options.confirming && current.state.data?.purchases.every((p) => p.status !== 'COMPLETED')
        ? CONFIRMING_POLL_MS
        : false,
  });
  return query;
}

/** Buy: starts the purchase; every view of the account's purchases reloads once it answers. */
export function usePurchase(bundleIdentifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestPurchase(bundleIdentifier),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.purchases }),
  });
}
