import { describe, expect, it } from 'vitest';
import { PAYMENT_ELIGIBLE_COUNTRIES } from '../countries';
import { PROFILE_COUNTRY_MISSING } from '../payments/eligibility';
import {
  PAYOUTS_HELD_FOR_REVIEW,
  PAYOUTS_NEED_CONNECT_SETUP,
  PAYOUTS_NEED_VERIFICATION,
  PAYOUTS_OUTSIDE_EU_UK,
  payoutBlocker,
} from './blocker';

const enabled = { payoutsEnabled: true };

describe('payoutBlocker', () => {
  it('holds the payouts of an account back in review, whatever its payment account', () => {
    for (const developerStatus of ['pending', 'rejected', null]) {
      expect(payoutBlocker({ developerStatus, country: 'FR', account: enabled })).toEqual({
        code: 'ACCOUNT_IN_REVIEW',
        message: PAYOUTS_HELD_FOR_REVIEW,
      });
    }
  });
  it('lets payouts be made in every EU and UK country once the account has payouts enabled', () => {
    for (const country of PAYMENT_ELIGIBLE_COUNTRIES) {
      expect(payoutBlocker({ developerStatus: 'verified', country, account: enabled })).toBeNull();
    }
    expect(
      payoutBlocker({ developerStatus: 'verified', country: ' fr ', account: enabled }),
    ).toBeNull();
  });

  it('says a developer outside the EU and UK gets no payouts, whatever their account', () => {
    for (const country of ['US', 'CA', 'NO', 'CH', 'JP']) {
      expect(payoutBlocker({ developerStatus: 'verified', country, account: enabled })).toEqual({
        code: 'NOT_ELIGIBLE_COUNTRY',
        message: PAYOUTS_OUTSIDE_EU_UK,
      });
    }
  });

  it('asks for the profile’s country when it has none', () => {
    for (const country of [null, undefined, '', '  ']) {
      expect(payoutBlocker({ developerStatus: 'verified', country, account: enabled })).toEqual({
        code: 'NOT_ELIGIBLE_COUNTRY',
        message: PROFILE_COUNTRY_MISSING,
      });
    }
  });

  it('asks for payment setup, then for verification, in that order', () => {
    expect(payoutBlocker({ developerStatus: 'verified', country: 'DE', account: null })).toEqual({
      code: 'NO_CONNECTED_ACCOUNT',
      message: PAYOUTS_NEED_CONNECT_SETUP,
    });
    expect(
      payoutBlocker({ developerStatus: 'verified', country: 'GB', account: undefined })?.code,
    ).toBe('NO_CONNECTED_ACCOUNT');
    expect(
      payoutBlocker({
        developerStatus: 'verified',
        country: 'GB',
        account: { payoutsEnabled: false },
      }),
    ).toEqual({
      code: 'PAYOUTS_NOT_ENABLED',
      message: PAYOUTS_NEED_VERIFICATION,
    });
  });

  it('words every blocker as something the developer can do or know', () => {
    for (const message of [
      PAYOUTS_OUTSIDE_EU_UK,
      PAYOUTS_NEED_CONNECT_SETUP,
      PAYOUTS_NEED_VERIFICATION,
    ]) {
      expect(message).toMatch(/payout/i);
      expect(message.endsWith('.')).toBe(true);
    }
  });
});
