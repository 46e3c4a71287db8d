import { describe, expect, it } from 'vitest';
import { PAYMENT_ELIGIBLE_COUNTRIES } from '../countries';
import { isPaymentEligibleCountry } from './eligibility';

describe('isPaymentEligibleCountry', () => {
  it('is true for each of the 28 EU and UK countries, in any case', () => {
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
