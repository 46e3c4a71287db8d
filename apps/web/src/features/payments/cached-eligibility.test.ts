import { describe, expect, it } from 'vitest';
import { COMPLETE_IDENTITY_VERIFICATION, PROFILE_COUNTRY_MISSING } from '@vmu/domain';
import { developerKeys } from '@/lib/api/query-keys';
import { testQueryClient } from '@/testing/query-client';
import { eligibilityFromCache } from './cached-eligibility';

const cacheWith = (entries: [readonly unknown[], unknown][]) => {
  const queryClient = testQueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
};

describe('eligibilityFromCache', () => {
  it('knows nothing without cached developer data', () => {
    expect(eligibilityFromCache(cacheWith([]))).toBeNull();
    expect(
      eligibilityFromCache(cacheWith([[['viewer'], { id: 'u1', email: 'a@example.com' }]])),
    ).toBeNull();
  });

  it('applies the domain rule to a cached profile’s country and account', () => {
    const cached = eligibilityFromCache(
      cacheWith([
        [developerKeys.profile, { personalInfo: { country: 'fr' } }],
        [
          developerKeys.paymentEligibility,
          { stripeInfo: { accountStatus: 'onboarding', chargesEnabled: false } },
        ],
      ]),
    );
    expect(cached?.eligibility).toMatchObject({
      country: 'FR',
      eligible: true,
      canCharge: false,
      reason: 'verification_required',
      action: COMPLETE_IDENTITY_VERIFICATION,
    });
  });

  it('reads an earlier eligibility answer too', () => {
    const cached = eligibilityFromCache(
      cacheWith([
        [
          developerKeys.paymentEligibility,
          {
            country: 'GB',
            eligible: true,
            canCharge: true,
            stripeInfo: { accountStatus: 'active', chargesEnabled: true },
          },
        ],
      ]),
    );
    expect(cached?.eligibility.canCharge).toBe(true);
  });

  it('a cached profile without a country asks to complete the profile', () => {
    const cached = eligibilityFromCache(
      cacheWith([[developerKeys.profile, { personalInfo: { country: null } }]]),
    );
    expect(cached?.eligibility).toMatchObject({
      reason: 'profile_incomplete',
      message: PROFILE_COUNTRY_MISSING,
    });
  });

  it('ignores account states it does not know', () => {
    const cached = eligibilityFromCache(
      cacheWith([
        [
          developerKeys.profile,
          {
            personalInfo: { country: 'DE' },
            stripeInfo: { accountStatus: 'mystery', chargesEnabled: true },
          },
        ],
      ]),
    );
    expect(cached?.eligibility.canCharge).toBe(false);
    expect(cached?.connect).toBeNull();
  });
});
