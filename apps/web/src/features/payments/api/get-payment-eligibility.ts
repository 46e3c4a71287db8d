import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { PaymentEligibilityQuery as PaymentEligibilityResult } from '@/lib/graphql/graphql';

// Everything the payment setup screen shows comes from this one answer (SPEC section 4).
export const PaymentEligibilityQuery = graphql(`
  query PaymentEligibility {
    getPaymentEligibility {
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

/**
 * Under the profile's key prefix: invalidating ['developer-profile'] after a profile or payment
 * change reloads this too, and the cached-data fallback finds it there.
 */
export const PAYMENT_ELIGIBILITY_QUERY_KEY = ['developer-profile', 'payment-eligibility'] as const;

export const paymentEligibilityQueryOptions = queryOptions({
  queryKey: PAYMENT_ELIGIBILITY_QUERY_KEY,
  queryFn: async () => (await request(PaymentEligibilityQuery)).getPaymentEligibility,
});

export function usePaymentEligibilityQuery() {
  return useQuery(paymentEligibilityQueryOptions);
}

export type PaymentEligibilityData = PaymentEligibilityResult['getPaymentEligibility'];
export type StripeInfoData = PaymentEligibilityData['stripeInfo'];
