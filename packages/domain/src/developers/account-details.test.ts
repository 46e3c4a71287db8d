import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  AccountDetailsSchema,
  backToReviewNote,
  changedReviewedDetails,
  COMPANY_NAME_REQUIRED,
  companyNameOf,
  detailsChangeNeedsReview,
  LEGAL_NAME_REQUIRED,
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
  const charging: { accountStatus: 'active'; chargesEnabled: boolean } = {
    accountStatus: 'active',
    chargesEnabled: true,
  };
  const before = { legalName: 'Ada Lovelace', country: 'GB' };

  it('names the reviewed details that changed', () => {
    expect(changedReviewedDetails(before, { legalName: 'Ada Lovelace ', country: 'GB' })).toEqual(
      [],
    );
    expect(changedReviewedDetails(before, { legalName: 'Ada King', country: 'FR' })).toEqual([
      'legalName',
      'country',
    ]);
  });
  it('sends a verified developer who can charge back to review, and nobody else', () => {
    const rule = (status: 'verified' | 'pending' | null, connect: typeof charging | null) =>
      detailsChangeNeedsReview({ status, country: 'GB', connect, changed: ['country'] });
    expect(rule('verified', charging)).toBe(true);
    expect(rule('verified', null)).toBe(false);
    expect(rule('verified', { ...charging, chargesEnabled: false })).toBe(false);
    expect(rule('pending', charging)).toBe(false);
    expect(rule(null, charging)).toBe(false);
    // Outside the EU and UK nobody can charge, whatever the account says.
    expect(
      detailsChangeNeedsReview({
        status: 'verified',
        country: 'US',
        connect: charging,
        changed: ['legalName'],
      }),
    ).toBe(false);
    expect(
      detailsChangeNeedsReview({
        status: 'verified',
        country: 'GB',
        connect: charging,
        changed: [],
      }),
    ).toBe(false);
  });
  it('writes a note naming each change for the status history', () => {
    expect(
      backToReviewNote(['legalName', 'country'], before, { legalName: 'Ada King', country: 'FR' }),
    ).toBe(
      'The developer changed their legal name from "Ada Lovelace" to "Ada King" and country from "GB" to "FR"; waiting for staff review.',
    );
  });
});
