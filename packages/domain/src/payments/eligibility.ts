import { PAYMENT_ELIGIBLE_COUNTRIES } from '../countries';

// Payment eligibility by country (SPEC sections 1, 4 and 9): developers in the EU and UK can
// charge for apps; everyone else may publish free apps only. The payments issue adds the
// connected-account states to this rule; the apps issue needs only the country.

export const isPaymentEligibleCountry = (country: string | null | undefined): boolean =>
  !!country && (PAYMENT_ELIGIBLE_COUNTRIES as readonly string[]).includes(country.toUpperCase());

/** Ours: why the server refuses a price above 0 from a developer outside the EU and UK. */
export const PAID_APPS_NOT_AVAILABLE =
  'Paid apps are available to developers in the EU and UK only. You can publish this app for free.';
