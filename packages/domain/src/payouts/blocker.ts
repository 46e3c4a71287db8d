import { isPaymentEligibleCountry, PROFILE_COUNTRY_MISSING } from '../payments/eligibility';

// Whether a developer's payouts can be made (decision 0041): the /payouts screen says
// why not, and the payout job leaves a statement due, to be paid once the reason is gone. The
// order is the payment eligibility's (decision 0015): country, then account, then its state.

export const PAYOUT_BLOCKERS = [
  'ACCOUNT_IN_REVIEW',
  'NOT_ELIGIBLE_COUNTRY',
  'NO_CONNECTED_ACCOUNT',
  'PAYOUTS_NOT_ENABLED',
] as const;
export type PayoutBlockerCode = (typeof PAYOUT_BLOCKERS)[number];

/** Ours: a developer outside the EU and UK sells nothing, so there is nothing to pay out. */
export const PAYOUTS_OUTSIDE_EU_UK =
  'Payouts are made to developers in the EU and UK only, where paid apps can be sold. Your profile’s country is outside them, so your apps are free and earn no payouts.';
/** Ours: payment setup not started. */
export const PAYOUTS_NEED_CONNECT_SETUP =
  'Set up payments to receive payouts: complete Stripe Connect setup on the Payments page. What you earn is kept for you and paid once it is done.';
/** Ours: the provider has not enabled payouts on the account yet. */
export const PAYOUTS_NEED_VERIFICATION =
  'Your payment account cannot receive payouts yet: complete identity verification and add a bank account for payouts on the Payments page. What you earn is kept for you and paid once it is done.';

/**
 * Ours (decisions 0044 and 0057): a developer who changed details staff verified is back in
 * staff review; paid apps are not sold meanwhile, and what they earned is kept and paid once
 * staff verify the account again.
 */
export const PAYOUTS_HELD_FOR_REVIEW =
  'Your developer account is back in review after a change to details our team verified. Your paid apps cannot be bought until our team approves your account again; what you earned is kept for you, and payouts are held until then.';

export type PayoutBlocker = { code: PayoutBlockerCode; message: string };

/**
 * Why no payout can be made to a developer now, or null when one can. `account` is their
 * connected account as the running payment driver knows it: null when there is none, or when it
 * was made by another driver (which cannot pay into it).
 */
export function payoutBlocker(input: {
  /** The developer status: only a verified account is paid. */
  developerStatus: string | null | undefined;
  country: string | null | undefined;
  account: { payoutsEnabled: boolean } | null | undefined;
}): PayoutBlocker | null {
  if (input.developerStatus !== 'verified') {
    return { code: 'ACCOUNT_IN_REVIEW', message: PAYOUTS_HELD_FOR_REVIEW };
  }
  const country = input.country?.trim() || null;
  if (!country) return { code: 'NOT_ELIGIBLE_COUNTRY', message: PROFILE_COUNTRY_MISSING };
  if (!isPaymentEligibleCountry(country)) {
    return { code: 'NOT_ELIGIBLE_COUNTRY', message: PAYOUTS_OUTSIDE_EU_UK };
  }
  if (!input.account) return { code: 'NO_CONNECTED_ACCOUNT', message: PAYOUTS_NEED_CONNECT_SETUP };
  if (!input.account.payoutsEnabled) {
    return { code: 'PAYOUTS_NOT_ENABLED', message: PAYOUTS_NEED_VERIFICATION };
  }
  return null;
}
