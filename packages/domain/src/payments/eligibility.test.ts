import { describe, expect, it } from 'vitest';
import { PAYMENT_ELIGIBLE_COUNTRIES } from '../countries';
import {
  COMPLETE_CONNECT_SETUP,
  COMPLETE_IDENTITY_VERIFICATION,
  CONNECT_SETUP_REQUIRED,
  IDENTITY_VERIFICATION_REQUIRED,
  PAID_APPS_NOT_AVAILABLE,
  PROFILE_COUNTRY_MISSING,
  isPaymentEligibleCountry,
  paymentEligibility,
  sellerCanCharge,
  type ConnectState,
} from './eligibility';

describe('isPaymentEligibleCountry', () => {
  it('is true for each of the 28 EU and UK countries, in any case', () => {
    expect(PAYMENT_ELIGIBLE_COUNTRIES).toHaveLength(28);
    for (const code of PAYMENT_ELIGIBLE_COUNTRIES) {
      expect(isPaymentEligibleCountry(code)).toBe(true);
      expect(isPaymentEligibleCountry(code.toLowerCase())).toBe(true);
    }
  });

  it('is false elsewhere and without a country', () => {
    for (const code of ['US', 'CA', 'NO', 'CH', 'JP', '', 'GBR']) {
      expect(isPaymentEligibleCountry(code)).toBe(false);
    }
    expect(isPaymentEligibleCountry(null)).toBe(false);
    expect(isPaymentEligibleCountry(undefined)).toBe(false);
  });
});

// Every connected-account state the rule can be given, with the verdict for an eligible country.
type Verdict = 'setup' | 'verify' | 'charge';
const CONNECT_STATES: { name: string; connect: ConnectState; verdict: Verdict }[] = [
  { name: 'no account (null)', connect: null, verdict: 'setup' },
  { name: 'no account (undefined)', connect: undefined, verdict: 'setup' },
  {
    name: 'status null',
    connect: { accountStatus: null, chargesEnabled: false },
    verdict: 'setup',
  },
  {
    name: 'status undefined',
    connect: { accountStatus: undefined, chargesEnabled: false },
    verdict: 'setup',
  },
  {
    name: 'not_started',
    connect: { accountStatus: 'not_started', chargesEnabled: false },
    verdict: 'setup',
  },
  // Inconsistent flags: an account never started is not trusted to charge.
  {
    name: 'not_started with charges',
    connect: { accountStatus: 'not_started', chargesEnabled: true },
    verdict: 'setup',
  },
  {
    name: 'status null with charges',
    connect: { accountStatus: null, chargesEnabled: true },
    verdict: 'setup',
  },
  {
    name: 'onboarding',
    connect: { accountStatus: 'onboarding', chargesEnabled: false },
    verdict: 'verify',
  },
  {
    name: 'active without charges',
    connect: { accountStatus: 'active', chargesEnabled: false },
    verdict: 'verify',
  },
  {
    name: 'restricted',
    connect: { accountStatus: 'restricted', chargesEnabled: false },
    verdict: 'verify',
  },
  {
    name: 'onboarding with charges',
    connect: { accountStatus: 'onboarding', chargesEnabled: true },
    verdict: 'charge',
  },
  {
    name: 'active with charges',
    connect: { accountStatus: 'active', chargesEnabled: true },
    verdict: 'charge',
  },
  {
    name: 'restricted, charges still on',
    connect: { accountStatus: 'restricted', chargesEnabled: true },
    verdict: 'charge',
  },
];

const VERDICTS = {
  setup: {
    canCharge: false,
    reason: 'setup_not_completed',
    action: COMPLETE_CONNECT_SETUP,
    message: CONNECT_SETUP_REQUIRED,
  },
  verify: {
    canCharge: false,
    reason: 'verification_required',
    action: COMPLETE_IDENTITY_VERIFICATION,
    message: IDENTITY_VERIFICATION_REQUIRED,
  },
  charge: { canCharge: true, reason: null, action: null, message: null },
} as const;

describe('paymentEligibility', () => {
  describe.each(CONNECT_STATES)('with connect $name', ({ connect, verdict }) => {
    it('asks for a country when the profile has none', () => {
      for (const country of [null, undefined, '', '   ']) {
        expect(paymentEligibility({ country, connect })).toEqual({
          country: null,
          eligible: false,
          canCharge: false,
          reason: 'profile_incomplete',
          action: null,
          message: PROFILE_COUNTRY_MISSING,
        });
      }
    });

    it('refuses outside the EU and UK, including non-EU Europe', () => {
      for (const country of ['US', 'us', 'NO', 'CH', 'JP', 'AU', 'GBR']) {
        expect(paymentEligibility({ country, connect })).toEqual({
          country: country.toUpperCase(),
          eligible: false,
          canCharge: false,
          reason: 'outside_eu_uk',
          action: null,
          message: PAID_APPS_NOT_AVAILABLE,
        });
      }
    });

    it('follows the connected account in each of the 28 countries, in any case', () => {
      for (const code of PAYMENT_ELIGIBLE_COUNTRIES) {
        for (const country of [code, code.toLowerCase(), ` ${code.toLowerCase()} `]) {
          expect(paymentEligibility({ country, connect })).toEqual({
            country: code,
            eligible: true,
            ...VERDICTS[verdict],
          });
        }
      }
    });
  });

  it('uses the spec texts for the actions and the missing country', () => {
    expect(COMPLETE_CONNECT_SETUP).toBe('Complete Stripe Connect setup');
    expect(COMPLETE_IDENTITY_VERIFICATION).toBe('Complete identity verification');
    expect(PROFILE_COUNTRY_MISSING).toBe(
      'Please complete your profile setup to check payment eligibility.',
    );
  });

  it('gives France with an onboarding account the identity-verification step', () => {
    expect(
      paymentEligibility({
        country: 'fr',
        connect: { accountStatus: 'onboarding', chargesEnabled: false },
      }),
    ).toMatchObject({
      country: 'FR',
      eligible: true,
      canCharge: false,
      reason: 'verification_required',
    });
  });
});

describe('sellerCanCharge', () => {
  const charging = { accountStatus: 'active' as const, chargesEnabled: true };
  it('sells paid apps only for a verified account whose payment account can charge', () => {
    expect(sellerCanCharge({ developerStatus: 'verified', country: 'FR', connect: charging })).toBe(
      true,
    );
    // Back in review after a change of verified details: no paid sale until staff approve again.
    for (const developerStatus of ['pending', 'rejected', null]) {
      expect(sellerCanCharge({ developerStatus, country: 'FR', connect: charging })).toBe(false);
    }
    expect(sellerCanCharge({ developerStatus: 'verified', country: 'US', connect: charging })).toBe(
      false,
    );
    expect(
      sellerCanCharge({
        developerStatus: 'verified',
        country: 'FR',
        connect: { ...charging, chargesEnabled: false },
      }),
    ).toBe(false);
  });
});
