import { describe, expect, it } from 'vitest';
import {
  COUNTRY_NAMES,
  ONBOARDING_COUNTRIES,
  PAYMENT_ELIGIBLE_COUNTRIES,
  countryName,
} from './countries';

describe('country lists', () => {
  it('has the 34 onboarding and 28 payment-eligible countries of the spec, without repeats', () => {
    expect(new Set(ONBOARDING_COUNTRIES).size).toBe(34);
    expect(new Set(PAYMENT_ELIGIBLE_COUNTRIES).size).toBe(28);
  });
  it('names every listed country and falls back to the code', () => {
    for (const code of [...ONBOARDING_COUNTRIES, ...PAYMENT_ELIGIBLE_COUNTRIES]) {
      expect(COUNTRY_NAMES[code]).toBeTruthy();
    }
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('XX')).toBe('XX');
  });
});
