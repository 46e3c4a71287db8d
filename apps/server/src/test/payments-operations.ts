// The payments operations as the web client sends them (with variables), for the integration tests.

export const STRIPE_INFO_FIELDS = `connectAccountId accountStatus onboardingComplete chargesEnabled
  payoutsEnabled lastStatusUpdate requirementsCurrentlyDue requirementsEventuallyDue disabledReason`;

const ELIGIBILITY_FIELDS = `country eligible canCharge reason action message
  stripeInfo { ${STRIPE_INFO_FIELDS} }`;

export const PAYMENTS_OPERATIONS = {
  eligibility: `query Eligibility { getPaymentEligibility { ${ELIGIBILITY_FIELDS} } }`,
  config: `query Config { paymentsConfig { driver publishableKey } }`,
  connect: `mutation Connect { createStripeConnectAccount {
    success accountId clientSecret verificationUrl requirementsCurrentlyDue requirementsEventuallyDue error } }`,
  setSandbox: `mutation SetSandbox($country: String!, $state: SandboxAccountState!) {
    setSandboxPaymentState(country: $country, state: $state) { ${ELIGIBILITY_FIELDS} } }`,
  profile: `query Profile { getDeveloperProfile { userId personalInfo { country }
    stripeInfo { ${STRIPE_INFO_FIELDS} } } }`,
} as const;

export type StripeInfoResult = {
  connectAccountId: string | null;
  accountStatus: string;
  onboardingComplete: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  lastStatusUpdate: string | null;
  requirementsCurrentlyDue: string[];
  requirementsEventuallyDue: string[];
  disabledReason: string | null;
};

export type EligibilityResult = {
  country: string | null;
  eligible: boolean;
  canCharge: boolean;
  reason: string | null;
  action: string | null;
  message: string | null;
  stripeInfo: StripeInfoResult;
};

export type ConnectResult = {
  success: boolean;
  accountId: string | null;
  clientSecret: string | null;
  verificationUrl: string | null;
  requirementsCurrentlyDue: string[];
  requirementsEventuallyDue: string[];
  error: string | null;
};
