import type Stripe from 'stripe';
import type { StoredConnectAccountStatus } from '@vmu/domain';
import type { ConnectedAccountSnapshot } from './payments-provider';

// Stripe disables charges with this reason while it checks submitted documents: the developer
// waits, nothing is wrong yet, so it is still onboarding rather than restricted.
const PENDING_VERIFICATION = 'requirements.pending_verification';

/** Our accountStatus of a Stripe account (decision 0015). */
export function accountStatusOf(account: Stripe.Account): StoredConnectAccountStatus {
  if (!account.details_submitted) return 'onboarding';
  if (account.charges_enabled) return 'active';
  const reason = account.requirements?.disabled_reason ?? null;
  const pastDue = account.requirements?.past_due ?? [];
  if ((reason && reason !== PENDING_VERIFICATION) || pastDue.length > 0) return 'restricted';
  return 'onboarding';
}

export function snapshotOfStripeAccount(account: Stripe.Account): ConnectedAccountSnapshot {
  return {
    accountId: account.id,
    accountStatus: accountStatusOf(account),
    onboardingComplete: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirementsCurrentlyDue: account.requirements?.currently_due ?? [],
    requirementsEventuallyDue: account.requirements?.eventually_due ?? [],
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}
