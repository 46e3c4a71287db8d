import { PAYMENT_ELIGIBLE_COUNTRIES } from '../countries';

// Payment eligibility (docs/product.md, "Payment eligibility"): developers in the EU and UK can
// charge for apps once their connected account can take charges; everyone else may publish free
// apps only. The payment setup screen shows this verdict and the server refuses a price above 0
// unless `canCharge`, so both read the one function below.

export const isPaymentEligibleCountry = (country: string | null | undefined): boolean =>
  !!country && (PAYMENT_ELIGIBLE_COUNTRIES as readonly string[]).includes(country.toUpperCase());

/** Ours: why the server refuses a price above 0 from a developer outside the EU and UK. */
export const PAID_APPS_NOT_AVAILABLE =
  'Paid apps are available to developers in the EU and UK only. You can publish this app for free.';

/** The profile has no country, so eligibility cannot be decided. */
export const PROFILE_COUNTRY_MISSING =
  'Please complete your profile setup to check payment eligibility.';
/** The action for an eligible developer whose connected account is not started. */
export const COMPLETE_CONNECT_SETUP = 'Complete Stripe Connect setup';
/** The action for a started connected account that cannot take charges yet. */
export const COMPLETE_IDENTITY_VERIFICATION = 'Complete identity verification';

/** Ours: why the server refuses a price above 0 before the connected account is set up. */
export const CONNECT_SETUP_REQUIRED =
  'Finish setting up payments before charging for apps: complete Stripe Connect setup.';
/** Ours: why the server refuses a price above 0 while identity verification is outstanding. */
export const IDENTITY_VERIFICATION_REQUIRED =
  'Finish setting up payments before charging for apps: complete identity verification.';

/**
 * stripeInfo.accountStatus (docs/product.md, "Developer profile"), in the order a developer passes
 * through them.
 */
export const CONNECT_ACCOUNT_STATUSES = [
  'not_started',
  'onboarding',
  'active',
  'restricted',
] as const;
export type ConnectAccountStatus = (typeof CONNECT_ACCOUNT_STATUSES)[number];

/** Whether a status read from outside (a cached answer, a provider) is one the rule knows. */
export const isConnectAccountStatus = (status: string): status is ConnectAccountStatus =>
  (CONNECT_ACCOUNT_STATUSES as readonly string[]).includes(status);

/** The statuses a stored connected account can have: 'not_started' is the absence of one. */
export const STORED_CONNECT_ACCOUNT_STATUSES = [
  'onboarding',
  'active',
  'restricted',
] as const satisfies readonly ConnectAccountStatus[];
export type StoredConnectAccountStatus = (typeof STORED_CONNECT_ACCOUNT_STATUSES)[number];

/** The parts of stripeInfo the rule reads; null or undefined when no account exists. */
export type ConnectState =
  | { accountStatus: ConnectAccountStatus | null | undefined; chargesEnabled: boolean }
  | null
  | undefined;

export type PaymentEligibilityReason =
  'profile_incomplete' | 'outside_eu_uk' | 'setup_not_completed' | 'verification_required';

export type PaymentEligibility = {
  /** Upper-cased ISO code, or null when the profile has none. */
  country: string | null;
  /** The country is one of the 28 EU and UK countries. */
  eligible: boolean;
  /** Eligible and the connected account can take charges: a price above 0 is allowed. */
  canCharge: boolean;
  reason: PaymentEligibilityReason | null;
  /** The developer's next step; null when there is none to take. */
  action: string | null;
  /** One sentence saying why paid apps are refused; null when they are allowed. */
  message: string | null;
};

/**
 * docs/product.md, "Payment eligibility", checked in its order: country, then account started, then
 * charges.
 */
export function paymentEligibility(input: {
  country: string | null | undefined;
  connect: ConnectState;
}): PaymentEligibility {
  const country = input.country?.trim().toUpperCase() || null;
  if (!country) {
    return {
      country: null,
      eligible: false,
      canCharge: false,
      reason: 'profile_incomplete',
      action: null,
      message: PROFILE_COUNTRY_MISSING,
    };
  }
  if (!isPaymentEligibleCountry(country)) {
    return {
      country,
      eligible: false,
      canCharge: false,
      reason: 'outside_eu_uk',
      action: null,
      message: PAID_APPS_NOT_AVAILABLE,
    };
  }
  const status = input.connect?.accountStatus;
  // An account that was never started cannot take charges whatever its flags say.
  if (!input.connect || !status || status === 'not_started') {
    return {
      country,
      eligible: true,
      canCharge: false,
      reason: 'setup_not_completed',
      action: COMPLETE_CONNECT_SETUP,
      message: CONNECT_SETUP_REQUIRED,
    };
  }
  if (!input.connect.chargesEnabled) {
    return {
      country,
      eligible: true,
      canCharge: false,
      reason: 'verification_required',
      action: COMPLETE_IDENTITY_VERIFICATION,
      message: IDENTITY_VERIFICATION_REQUIRED,
    };
  }
  return { country, eligible: true, canCharge: true, reason: null, action: null, message: null };
}

/**
 * Whether a seller's paid apps may be bought now: their payment account can charge and staff
 * verified the account. An account back in review after a change of its verified details sells
 * no paid app until staff approve it again (decision 0057); its free apps stay in the store.
 */
export function sellerCanCharge(input: {
  developerStatus: string | null | undefined;
  country: string | null | undefined;
  connect: ConnectState;
}): boolean {
  return (
    input.developerStatus === 'verified' &&
    paymentEligibility({ country: input.country, connect: input.connect }).canCharge
  );
}
