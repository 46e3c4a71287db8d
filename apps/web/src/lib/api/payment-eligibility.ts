import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type {
  PaymentEligibilityFieldsFragment,
  StripeInfoFieldsFragment,
} from '@/lib/graphql/graphql';
import { PaymentEligibilityFragment, withFragments } from './fragments';
import { developerKeys } from './query-keys';

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
