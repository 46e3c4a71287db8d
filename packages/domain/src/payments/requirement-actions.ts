// Friendly action texts for the payment provider's requirement codes
// (docs/product.md, "Payment messages"), shown as the connected account's outstanding steps. Codes
// name a field on the account, usually under a subject prefix (individual., representative.,
// person_<id>., company.), so matching works on the field after that prefix and any subject gets
// the same text.

export const REQUIREMENT_ACTION_TEXTS = {
  identityDocument: 'Upload an identity document',
  addressDocument: 'Upload a document proving your address',
  businessUrl: 'Provide your business website',
  category: 'Select your business category',
  registrationDocument: 'Upload your company registration document',
  taxId: 'Provide your company tax ID',
  bankAccount: 'Add a bank account for payouts',
  termsAcceptance: 'Accept the terms of service',
  ssnLast4: 'Provide the last 4 digits of your Social Security number',
  email: 'Verify your email address',
  phone: 'Verify your phone number',
  streetAddress: 'Provide your street address',
  city: 'Provide your city',
  postalCode: 'Provide your postal code',
  state: 'Provide your state or region',
  country: 'Provide your country',
  dateOfBirth: 'Provide your date of birth',
  legalName: 'Provide your legal name',
  owners: 'Provide details of your business owners',
  representative: 'Provide details of your company representative',
} as const;

const T = REQUIREMENT_ACTION_TEXTS;

/** Codes that are only meaningful as a whole (not per subject). */
const WHOLE_CODES: Record<string, string> = {
  external_account: T.bankAccount,
  'business_profile.url': T.businessUrl,
  'business_profile.mcc': T.category,
  'company.verification.document': T.registrationDocument,
  'company.tax_id': T.taxId,
  'company.owners_provided': T.owners,
  'company.directors_provided': T.representative,
  'company.executives_provided': T.representative,
};

/** Fields that mean the same thing under any subject prefix. */
const SUBJECT_FIELDS: Record<string, string> = {
  'verification.document': T.identityDocument,
  'verification.additional_document': T.addressDocument,
  ssn_last_4: T.ssnLast4,
  email: T.email,
  phone: T.phone,
  'address.line1': T.streetAddress,
  'address.line2': T.streetAddress,
  'address.city': T.city,
  'address.postal_code': T.postalCode,
  'address.state': T.state,
  'address.country': T.country,
};

// Not in the list of docs/product.md, "Payment messages", but asked of every individual in
// onboarding: words beat 'Individual dob day'. A representative's own details stay 'details of your
// company representative'.
const PERSONAL_FIELDS: Record<string, string> = {
  'dob.day': T.dateOfBirth,
  'dob.month': T.dateOfBirth,
  'dob.year': T.dateOfBirth,
  first_name: T.legalName,
  last_name: T.legalName,
};

// person_<id> names one of the account's persons; the id itself says nothing to the developer.
const SUBJECT_PREFIX = /^(individual|representative|company|person_[a-z0-9]+)\.(.+)$/;

/** 'foo.bar_baz' -> 'Foo bar baz': what an unknown code says, in words. */
export function humanizeRequirementCode(code: string): string {
  const words = code.replace(/[._]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The action a developer takes to satisfy one requirement code; unknown codes humanized. */
export function requirementActionText(code: string): string {
  const normalized = code.trim().toLowerCase();
  const whole = WHOLE_CODES[normalized];
  if (whole) return whole;
  if (normalized.startsWith('external_account.')) return T.bankAccount;
  if (normalized.startsWith('tos_acceptance.')) return T.termsAcceptance;
  if (normalized === 'owners' || normalized.startsWith('owners.')) return T.owners;

  const match = SUBJECT_PREFIX.exec(normalized);
  if (match) {
    const [, subject = '', field = ''] = match;
    const text = SUBJECT_FIELDS[field];
    if (text) return text;
    if (subject === 'representative') return T.representative;
    const personal = PERSONAL_FIELDS[field];
    if (personal && subject !== 'company') return personal;
    if (subject.startsWith('person_')) return humanizeRequirementCode(`person.${field}`);
  }
  return humanizeRequirementCode(code.trim());
}
