import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developerAppKeys, payoutKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { salesKeys } from './sales-keys';

// The test screen's refund (sandbox driver only): the app's developer or staff.
export const RefundSandboxPurchaseMutation = graphql(`
  mutation RefundSandboxPurchase($purchaseId: ID!) {
    refundSandboxPurchase(purchaseId: $purchaseId) {
      purchaseId
      status
    }
  }
`);

export function useRefundSandboxPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (purchaseId: string) =>
      (await request(RefundSandboxPurchaseMutation, { purchaseId })).refundSandboxPurchase,
    // The purchase and the ledger changed, and so did the app's sales figures in My Apps and
    // this month's payout figures.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKeys.all }),
        queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
      ]),
  });
}
