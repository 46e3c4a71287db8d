import type { QueryClient } from '@tanstack/react-query';
import {
  paymentEligibility,
  type ConnectAccountStatus,
  type ConnectState,
  type PaymentEligibility,
} from '@vmu/domain';

// SPEC section 4: when the profile lookup fails, eligibility falls back to the cached user data.
// Here that is whatever the session already holds about the developer: any answer cached under
// the profile's key prefix (the onboarding profile, other eligibility answers) or the viewer.
// Features do not import each other, so the shapes are read defensively rather than typed.

const CONNECT_STATUSES: readonly string[] = ['not_started', 'onboarding', 'active', 'restricted'];

type Probe = { country?: string | null; connect?: ConnectState };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function connectOf(value: unknown): ConnectState | undefined {
  if (!isRecord(value)) return undefined;
  const { accountStatus, chargesEnabled } = value;
  if (typeof accountStatus !== 'string' || !CONNECT_STATUSES.includes(accountStatus)) {
    return undefined;
  }
  return {
    accountStatus: accountStatus as ConnectAccountStatus,
    chargesEnabled: chargesEnabled === true,
  };
}

/** What one cached answer says about the developer's country and connected account. */
function probe(data: unknown): Probe | null {
  if (!isRecord(data)) return null;
  const found: Probe = {};
  const personalInfo = data.personalInfo;
  if (isRecord(personalInfo) && 'country' in personalInfo) {
    found.country = typeof personalInfo.country === 'string' ? personalInfo.country : null;
  } else if ('country' in data && 'eligible' in data) {
    // An earlier getPaymentEligibility answer.
    found.country = typeof data.country === 'string' ? data.country : null;
  }
  const connect = connectOf(data.stripeInfo);
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
  const cached = [
    ...queryClient.getQueriesData({ queryKey: ['developer-profile'] }),
    ...queryClient.getQueriesData({ queryKey: ['viewer'] }),
  ]
    .map(([, data]) => probe(data))
    .filter((found): found is Probe => found !== null);

  const withCountry = cached.find((found) => 'country' in found);
  if (!withCountry) return null;
  const connect = cached.find((found) => found.connect)?.connect ?? null;
  return {
    eligibility: paymentEligibility({ country: withCountry.country, connect }),
    connect,
  };
}
