import { isPaymentEligibleCountry } from '../payments/eligibility';
import type { Currency } from '../limits';

// The currency a developer's money screens and new apps start in, from their country (decision
// 0057): the pound in the United Kingdom, the euro elsewhere in the EU (the store sells in no
// other European currency), the dollar everywhere else. A developer may choose another in their
// preferences; a change of country moves the currency only while it is still the old default.

export function defaultCurrencyOf(country: string | null | undefined): Currency {
  const code = country?.trim().toUpperCase() ?? '';
  if (code === 'GB') return 'GBP';
  return isPaymentEligibleCountry(code) ? 'EUR' : 'USD';
}

/** The currency after a change of country: the new default, unless the developer chose one. */
export function currencyAfterCountryChange(input: {
  currency: Currency;
  countryBefore: string | null | undefined;
  countryAfter: string | null | undefined;
}): Currency {
  return input.currency === defaultCurrencyOf(input.countryBefore)
    ? defaultCurrencyOf(input.countryAfter)
    : input.currency;
}
