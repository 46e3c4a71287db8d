import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentEligibility } from '@vmu/domain';
import { usePaymentEligibility, type StripeInfoData } from '@/lib/api/payment-eligibility';
import { eligibilityFromCache } from '../cached-eligibility';

export type EligibilityView =
  | { state: 'loading' }
  /** Neither the server nor the cache could say anything. */
  | { state: 'unavailable'; retry: () => void; retrying: boolean }
  | {
      state: 'ready';
      eligibility: PaymentEligibility;
      /** Null when only the cached fallback answered and it held no account details. */
      stripeInfo: StripeInfoData | null;
      /** The server could not be reached: this is the cached data and may be out of date. */
      outOfDate: boolean;
      refetch: () => void;
      refetching: boolean;
    };

/**
 * The developer's eligibility for the payment screens: the server's answer, else the last one
 * it gave, else the domain rule over the developer data cached this session
 * (docs/product.md, "Payment eligibility").
 */
export function useEligibilityView(): EligibilityView {
  const query = usePaymentEligibility();
  const queryClient = useQueryClient();
  const { data, error, isPending, isError, isFetching, refetch } = query;

  // Setup errors are logged (docs/product.md, "Payment messages"); the screen says the data may be
  // out of date.
  useEffect(() => {
    if (error) console.error('Failed to get payment eligibility', error);
  }, [error]);

  const fallback = useMemo(
    () => (isError && !data ? eligibilityFromCache(queryClient) : null),
    [isError, data, queryClient],
  );
  const reload = () => void refetch();

  if (data) {
    const { stripeInfo, country, eligible, canCharge, reason, action, message } = data;
    return {
      state: 'ready',
      // Optional in the generated type; always present in the answer.
      eligibility: {
        country: country ?? null,
        eligible,
        canCharge,
        reason: reason ?? null,
        action: action ?? null,
        message: message ?? null,
      },
      stripeInfo,
      outOfDate: isError,
      refetch: reload,
      refetching: isFetching,
    };
  }
  if (isPending && !isError) return { state: 'loading' };
  if (fallback) {
    return {
      state: 'ready',
      eligibility: fallback.eligibility,
      stripeInfo: null,
      outOfDate: true,
      refetch: reload,
      refetching: isFetching,
    };
  }
  return { state: 'unavailable', retry: reload, retrying: isFetching };
}
