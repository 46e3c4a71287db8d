import type { ConnectAccountStatus, SandboxAccountState } from '@/lib/graphql/graphql';

/**
 * How the screens name a connected account's status (docs/product.md, "Developer profile",
 * stripeInfo.accountStatus).
 */
export const ACCOUNT_STATUS_LABELS: Record<ConnectAccountStatus, string> = {
  not_started: 'Not started',
  onboarding: 'Onboarding',
  active: 'Active',
  restricted: 'Restricted',
};

/**
 * The test screen's states in the order a real account goes through them: the account statuses
 * under their labels, and the step between onboarding and active that the sandbox can set.
 */
export const SANDBOX_STATES: { value: SandboxAccountState; label: string; hint: string }[] = [
  {
    value: 'not_started',
    label: ACCOUNT_STATUS_LABELS.not_started,
    hint: 'No connected account yet.',
  },
  {
    value: 'onboarding',
    label: ACCOUNT_STATUS_LABELS.onboarding,
    hint: 'Account created; onboarding details are still due.',
  },
  {
    value: 'verification_pending',
    label: 'Verification pending',
    hint: 'Details submitted; identity verification is still due, so charges are off.',
  },
  {
    value: 'restricted',
    label: ACCOUNT_STATUS_LABELS.restricted,
    hint: 'The provider restricted the account because requirements are past due.',
  },
  {
    value: 'active',
    label: ACCOUNT_STATUS_LABELS.active,
    hint: 'Charges and payouts are enabled.',
  },
];

/** Which test state an account is in now, so the test screen starts from it. */
export function sandboxStateOf(
  stripeInfo: { accountStatus: ConnectAccountStatus; onboardingComplete: boolean } | undefined,
): SandboxAccountState {
  if (!stripeInfo) return 'not_started';
  if (stripeInfo.accountStatus === 'onboarding' && stripeInfo.onboardingComplete) {
    return 'verification_pending';
  }
  return stripeInfo.accountStatus;
}
