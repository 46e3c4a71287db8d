import type { QueryClient } from '@tanstack/react-query';
import {
  isConnectAccountStatus,
  paymentEligibility,
  type ConnectState,
  type PaymentEligibility,
} from '@vmu/domain';
import { developerProfileQueryOptions } from '@/lib/api/developer-profile';
import { paymentEligibilityQueryOptions } from '@/lib/api/payment-eligibility';

// docs/product.md, "Payment eligibility": when the profile lookup fails, eligibility falls back to
// the cached user data: the developer profile this session loaded (onboarding, the review status)
// and any earlier eligibility answer, both read through the shared data layer's typed query
// options.

type StripeState = { accountStatus: string; chargesEnabled: boolean } | null | undefined;

type Probe = { country?: string | null; connect?: ConnectState };

/** The account state the rule reads, when the cached answer holds one the rule knows. */
function connectOf(stripeInfo: StripeState): ConnectState | undefined {
  if (!stripeInfo || !isConnectAccountStatus(stripeInfo.accountStatus)) return undefined;
  return {
    accountStatus: stripeInfo.accountStatus,
    chargesEnabled: stripeInfo.chargesEnabled === true,
  };
}

/** What one cached answer says about the developer's country and connected account. */
function probe(country: string | null | undefined, stripeInfo: StripeState): Probe | null {
  const found: Probe = {};
  if (country !== undefined) found.country = country;
  const connect = connectOf(stripeInfo);
  if (connect) found.connect = connect;
  return 'country' in found || 'connect' in found ? found : null;
}

export interface CachedEligibility {
  eligibility: PaymentEligibility;
  /** The cached connected-account state, when the cache had one. */
  connect: ConnectState;
}

/**
 * Eligibility computed by the domain rule from the developer data already in the query cache,
 * or null when the cache knows nothing about the developer's country.
 */
export function eligibilityFromCache(queryClient: QueryClient): CachedEligibility | null {
  const profile = queryClient.getQueryData(developerProfileQueryOptions.queryKey);
  const answer = queryClient.getQueryData(paymentEligibilityQueryOptions.queryKey);
  const cached = [
    // A profile without personal details says nothing about the country.
    profile &&
      probe(profile.personalInfo ? profile.personalInfo.country : undefined, profile.stripeInfo),
    answer && probe(answer.country, answer.stripeInfo),
  ].filter((found): found is Probe => Boolean(found));

  const withCountry = cached.find((found) => 'country' in found);
  if (!withCountry) return null;
  const connect = cached.find((found) => found.connect)?.connect ?? null;
  return {
    eligibility: paymentEligibility({ country: withCountry.country, connect }),
    connect,
  };
}
