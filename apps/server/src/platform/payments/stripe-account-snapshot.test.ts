import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { accountStatusOf, snapshotOfStripeAccount } from './stripe-account-snapshot';

const account = (fields: {
  details_submitted: boolean;
  charges_enabled: boolean;
  disabled_reason?: string | null;
  past_due?: string[];
}) =>
  ({
    id: 'acct_1',
    object: 'account',
    details_submitted: fields.details_submitted,
    charges_enabled: fields.charges_enabled,
    payouts_enabled: fields.charges_enabled,
    requirements: {
      currently_due: fields.past_due ?? [],
      eventually_due: [],
      past_due: fields.past_due ?? [],
      disabled_reason: fields.disabled_reason ?? null,
    },
  }) as unknown as Stripe.Account;

describe('accountStatusOf', () => {
  it('is onboarding until the details are submitted, whatever else Stripe says', () => {
    expect(
      accountStatusOf(
        account({
          details_submitted: false,
          charges_enabled: false,
          disabled_reason: 'requirements.past_due',
        }),
      ),
    ).toBe('onboarding');
  });

  it('is active once charges are enabled', () => {
    expect(accountStatusOf(account({ details_submitted: true, charges_enabled: true }))).toBe(
      'active',
    );
  });

  it('is restricted when Stripe disabled the account or something is past due', () => {
    for (const fields of [
      { disabled_reason: 'requirements.past_due' },
      { disabled_reason: 'rejected.fraud' },
      { past_due: ['external_account'] },
    ]) {
      expect(
        accountStatusOf(account({ details_submitted: true, charges_enabled: false, ...fields })),
      ).toBe('restricted');
    }
  });

  it('stays onboarding while Stripe verifies, or with nothing disabled yet', () => {
    expect(
      accountStatusOf(
        account({
          details_submitted: true,
          charges_enabled: false,
          disabled_reason: 'requirements.pending_verification',
        }),
      ),
    ).toBe('onboarding');
    expect(accountStatusOf(account({ details_submitted: true, charges_enabled: false }))).toBe(
      'onboarding',
    );
  });

  it('copies the flags and requirement codes into the snapshot', () => {
    expect(
      snapshotOfStripeAccount(
        account({
          details_submitted: true,
          charges_enabled: false,
          past_due: ['external_account'],
        }),
      ),
    ).toEqual({
      accountId: 'acct_1',
      accountStatus: 'restricted',
      onboardingComplete: true,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsCurrentlyDue: ['external_account'],
      requirementsEventuallyDue: [],
      disabledReason: null,
    });
  });
});
