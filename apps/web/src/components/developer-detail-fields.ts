import { countryName, ONBOARDING_COUNTRIES, type DeveloperDetailsStepInput } from '@vmu/domain';

// The developer's details as the onboarding asks for them, shared by the onboarding's last step
// and the profile's Personal and business details (decision 0044): one list of labels and autofill
// tokens, one list of countries.

export type DeveloperDetailTextField = keyof DeveloperDetailsStepInput;

export const DEVELOPER_DETAIL_FIELDS: {
  name: DeveloperDetailTextField;
  label: string;
  autoComplete: string;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'companyName', label: 'Company name (optional)', autoComplete: 'organization' },
];

/** The onboarding's countries for the searchable country select (docs/product.md, "Onboarding"). */
export const COUNTRY_OPTIONS = ONBOARDING_COUNTRIES.map((code) => ({
  value: code,
  label: countryName(code),
}));
