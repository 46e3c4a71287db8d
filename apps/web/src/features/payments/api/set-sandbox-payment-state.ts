import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { SandboxAccountState } from '@/lib/graphql/graphql';
import { PAYMENT_ELIGIBILITY_QUERY_KEY } from './get-payment-eligibility';

// The payment-provider test screen (sandbox driver only): country plus connected-account state.
export const SetSandboxPaymentStateMutation = graphql(`
  mutation SetSandboxPaymentState($country: String!, $state: SandboxAccountState!) {
    setSandboxPaymentState(country: $country, state: $state) {
      country
      eligible
      canCharge
      reason
      action
      message
      stripeInfo {
        connectAccountId
        accountStatus
        onboardingComplete
        chargesEnabled
        payoutsEnabled
        lastStatusUpdate
        requirementsCurrentlyDue
        requirementsEventuallyDue
        disabledReason
      }
    }
  }
`);

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
      // every other view of the profile (country, app form pricing) reloads.
      queryClient.setQueryData(PAYMENT_ELIGIBILITY_QUERY_KEY, eligibility);
      return queryClient.invalidateQueries({
        queryKey: ['developer-profile'],
        predicate: (query) => query.queryKey[1] !== PAYMENT_ELIGIBILITY_QUERY_KEY[1],
      });
    },
  });
}
