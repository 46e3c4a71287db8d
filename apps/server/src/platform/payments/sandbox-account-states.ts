import type { ConnectedAccountSnapshot } from './payments-provider';

/** The states the payment-provider test screen can put a sandbox account in (schema.graphql). */
export type SandboxAccountState =
  'not_started' | 'onboarding' | 'verification_pending' | 'restricted' | 'active';

type SandboxAccountValues = Omit<ConnectedAccountSnapshot, 'accountId'>;

// Requirement codes as Stripe names them, so the setup screen shows its real texts in the sandbox.
const ONBOARDING_DUE = [
  'business_profile.url',
  'business_profile.mcc',
  'individual.first_name',
  'individual.last_name',
  'individual.dob.day',
  'individual.address.line1',
  'individual.address.city',
  'individual.address.postal_code',
  'individual.email',
  'external_account',
  'tos_acceptance.date',
];
const VERIFICATION_DUE = ['individual.verification.document'];

/** What a sandbox account looks like in each state but not_started (which is no account). */
export const SANDBOX_ACCOUNT_VALUES: Record<
  Exclude<SandboxAccountState, 'not_started'>,
  SandboxAccountValues
> = {
  onboarding: {
    accountStatus: 'onboarding',
    onboardingComplete: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsCurrentlyDue: ONBOARDING_DUE,
    requirementsEventuallyDue: [...ONBOARDING_DUE, ...VERIFICATION_DUE],
    disabledReason: null,
  },
  verification_pending: {
    accountStatus: 'onboarding',
    onboardingComplete: true,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsCurrentlyDue: VERIFICATION_DUE,
    requirementsEventuallyDue: [...VERIFICATION_DUE, 'individual.verification.additional_document'],
    disabledReason: null,
  },
  restricted: {
    accountStatus: 'restricted',
    onboardingComplete: true,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsCurrentlyDue: [...VERIFICATION_DUE, 'external_account'],
    requirementsEventuallyDue: [...VERIFICATION_DUE, 'external_account'],
    disabledReason: 'requirements.past_due',
  },
  active: {
    accountStatus: 'active',
    onboardingComplete: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsCurrentlyDue: [],
    requirementsEventuallyDue: [],
    disabledReason: null,
  },
};
