import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { AppFormPaymentEligibilityQuery as EligibilityResult } from '@/lib/graphql/graphql';

// Paid pricing is offered only when the server says the developer can charge (SPEC section 4:
// an eligible country and a connected account with charges enabled); the server re-checks on save.
export const AppFormPaymentEligibilityDocument = graphql(`
  query AppFormPaymentEligibility {
    getPaymentEligibility {
      canCharge
      reason
      action
      message
    }
  }
`);

export const appFormPaymentEligibilityQueryOptions = queryOptions({
  // Under the profile's prefix, so a payment setup change (which invalidates it) reloads this.
  queryKey: ['developer-profile', 'app-form-payment-eligibility'],
  queryFn: async () => (await request(AppFormPaymentEligibilityDocument)).getPaymentEligibility,
});

export type AppFormPaymentEligibility = EligibilityResult['getPaymentEligibility'];

/** Whether the signed-in developer may set a price above 0, and if not, why. */
export function usePaymentEligibility() {
  return useQuery(appFormPaymentEligibilityQueryOptions);
}
