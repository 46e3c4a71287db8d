import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { developerKeys } from '@/lib/api/query-keys';
import { PaymentEligibilityFragment, withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { SandboxAccountState } from '@/lib/graphql/graphql';

// The payment-provider test screen (sandbox driver only): country plus connected-account state.
export const SetSandboxPaymentStateMutation = withFragments(
  graphql(`
    mutation SetSandboxPaymentState($country: String!, $state: SandboxAccountState!) {
      setSandboxPaymentState(country: $country, state: $state) {
        ...PaymentEligibilityFields
      }
    }
  `),
  PaymentEligibilityFragment,
);

export interface SandboxPaymentStateVariables {
  country: string;
  state: SandboxAccountState;
}

export function useSetSandboxPaymentState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: SandboxPaymentStateVariables) =>
      (await request(SetSandboxPaymentStateMutation, variables)).setSandboxPaymentState,
    onSuccess: (eligibility) => {
      // The answer is the new eligibility: the payment screen shows it without another trip;
      // every other view of the developer (country, review status) reloads.
      queryClient.setQueryData(developerKeys.paymentEligibility, eligibility);
      const answered = hashKey(developerKeys.paymentEligibility);
      return queryClient.invalidateQueries({
        queryKey: developerKeys.all,
        predicate: (query) => query.queryHash !== answered,
      });
    },
  });
}
