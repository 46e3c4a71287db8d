import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { serverSettingKeys } from '@/lib/api/query-keys';
import type { PaymentsConfigQuery as PaymentsConfigResult } from '@/lib/graphql/graphql';

// Which provider driver the server runs: the screens differ (embedded onboarding with stripe,
// the test screen with the sandbox).
export const PaymentsConfigQuery = graphql(`
  query PaymentsConfig {
    paymentsConfig {
      driver
      publishableKey
    }
  }
`);

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: serverSettingKeys.paymentsConfig,
  queryFn: async () => (await request(PaymentsConfigQuery)).paymentsConfig,
  // Chosen by the server's environment: it does not change while the page is open.
  staleTime: Infinity,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}

export type PaymentsConfig = PaymentsConfigResult['paymentsConfig'];
