import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  AccountDetailsSchema,
  backToReviewNote,
  changedDetailsInWords,
  changedReviewedDetails,
  COMPANY_NAME_REQUIRED,
  companyNameOf,
  COUNTRY_FIXED_BY_PAYMENT_ACCOUNT,
  detailsChangeNeedsReview,
  detailsChangeRefusal,
  LEGAL_NAME_REQUIRED,
  REVIEWED_DETAIL_FIELDS,
  reviewedDetailsOf,
  type ReviewedDetailField,
} from './account-details';

const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  address: '1 Analytical Way',
  city: 'London',
  postalCode: 'N1 1AA',
  country: 'GB',
  accountType: 'individual',
  companyName: '',
  legalName: 'Ada Lovelace',
};

const messages = (value: unknown) => {
  const result = z.safeParse(AccountDetailsSchema, value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('AccountDetailsSchema', () => {
  it('trims and takes the onboarding fields with an account type and legal name', () => {
    expect(z.parse(AccountDetailsSchema, valid)).toMatchObject({ firstName: 'Ada' });
  });
  it("keeps the onboarding's messages and needs a legal name and a listed country", () => {
    expect(
      messages({ ...valid, firstName: ' ', postalCode: '', legalName: ' ', country: 'XX' }),
    ).toEqual({
      firstName: 'First name is required',
      postalCode: 'Postal code is required',
      legalName: LEGAL_NAME_REQUIRED,
      country: 'Please select a country',
    });
    expect(messages({ ...valid, legalName: 'x'.repeat(201) })).toEqual({
      legalName: 'Legal name must be 200 characters or less',
    });
  });
  it('needs a company name for a business account, and stores none for an individual', () => {
    expect(messages({ ...valid, accountType: 'business', companyName: '  ' })).toEqual({
      companyName: COMPANY_NAME_REQUIRED,
    });
    expect(messages({ ...valid, accountType: 'partnership' })).toHaveProperty('accountType');
    expect(companyNameOf({ accountType: 'individual', companyName: 'Engines Ltd' })).toBeNull();
    expect(companyNameOf({ accountType: 'business', companyName: 'Engines Ltd' })).toBe(
      'Engines Ltd',
    );
  });
});

describe('detailsChangeNeedsReview', () => {
  const before = reviewedDetailsOf({
    legalName: 'Ada Lovelace',
    country: 'GB',
    accountType: 'individual',
    companyName: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '12 Rue de la Paix',
    city: 'Paris',
    postalCode: '75002',
  });

  it('names every reviewed detail that changed, a missing company name being empty', () => {
    expect(changedReviewedDetails(before, { ...before, legalName: 'Ada Lovelace ' })).toEqual([]);
    expect(
      changedReviewedDetails(before, reviewedDetailsOf({ ...before, companyName: '' })),
    ).toEqual([]);
    expect(
      changedReviewedDetails(before, {
        ...before,
        legalName: 'Ada King',
        country: 'FR',
        companyName: 'Engines Ltd',
        accountType: 'business',
        postalCode: '75003',
      }),
    ).toEqual(['legalName', 'country', 'accountType', 'companyName', 'postalCode']);
  });
  it('sends every verified developer back to review, whether they sell yet or not', () => {
    for (const field of REVIEWED_DETAIL_FIELDS) {
      expect(detailsChangeNeedsReview({ status: 'verified', changed: [field] })).toBe(true);
    }
    expect(detailsChangeNeedsReview({ status: 'verified', changed: [] })).toBe(false);
    expect(detailsChangeNeedsReview({ status: 'pending', changed: ['country'] })).toBe(false);
    expect(detailsChangeNeedsReview({ status: 'rejected', changed: ['country'] })).toBe(false);
    expect(detailsChangeNeedsReview({ status: null, changed: ['country'] })).toBe(false);
  });
  it("refuses a new country once the payment provider's account exists, nothing else", () => {
    const refusal = (changed: ReviewedDetailField[], hasPaymentAccount: boolean) =>
      detailsChangeRefusal({ status: 'verified', changed, hasPaymentAccount });
    expect(refusal(['country'], true)).toBe(COUNTRY_FIXED_BY_PAYMENT_ACCOUNT);
    expect(refusal(['legalName', 'country'], true)).toBe(COUNTRY_FIXED_BY_PAYMENT_ACCOUNT);
    expect(refusal(['country'], false)).toBeNull();
    expect(refusal(['legalName', 'companyName', 'address'], true)).toBeNull();
  });
  it('writes a note naming each change for the status history', () => {
    expect(
      backToReviewNote(['legalName', 'country'], before, {
        ...before,
        legalName: 'Ada King',
        country: 'FR',
      }),
    ).toBe(
      'The developer changed their legal name from "Ada Lovelace" to "Ada King" and country from "GB" to "FR"; waiting for staff review.',
    );
    expect(changedDetailsInWords(['legalName', 'city', 'country'])).toBe(
      'legal name, city and country',
    );
  });
});
