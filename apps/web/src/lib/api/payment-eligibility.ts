import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { withFragments } from '@/lib/graphql-fragments';
import { request } from '@/lib/graphql';
import type {
  PaymentEligibilityFieldsFragment,
  StripeInfoFieldsFragment,
} from '@/lib/graphql/graphql';
import { developerKeys } from './query-keys';

/** The developer's connected payment account as the payment screens show it (SPEC section 3). */
export const StripeInfoFragment = graphql(`
  fragment StripeInfoFields on StripeInfo {
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
`);

/** Whether the developer may charge for apps, why not, and the account behind it (SPEC section 4). */
export const PaymentEligibilityFragment = withFragments(
  graphql(`
    fragment PaymentEligibilityFields on PaymentEligibility {
      country
      eligible
      canCharge
      reason
      action
      message
      stripeInfo {
        ...StripeInfoFields
      }
    }
  `),
  StripeInfoFragment,
);

// The payment screens show this answer; the app form offers paid prices by its canCharge.
export const PaymentEligibilityQuery = withFragments(
  graphql(`
    query PaymentEligibility {
      getPaymentEligibility {
        ...PaymentEligibilityFields
      }
    }
  `),
  PaymentEligibilityFragment,
);

export const paymentEligibilityQueryOptions = queryOptions({
  queryKey: developerKeys.paymentEligibility,
  queryFn: async () => (await request(PaymentEligibilityQuery)).getPaymentEligibility,
});

/** The signed-in developer's payment eligibility, as the server decides it. */
export function usePaymentEligibility() {
  return useQuery(paymentEligibilityQueryOptions);
}

export type PaymentEligibilityData = PaymentEligibilityFieldsFragment;
export type StripeInfoData = StripeInfoFieldsFragment;
