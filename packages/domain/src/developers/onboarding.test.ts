import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AppDetailsStepSchema,
  CountryStepSchema,
  DeveloperDetailsStepSchema,
  businessNameOf,
  firstIncompleteStep,
  isOnboardingCompleted,
} from './onboarding';

function firstMessages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('onboarding steps', () => {
  it('needs one of the 34 onboarding countries', () => {
    expect(firstMessages(CountryStepSchema, { country: '' }).country).toBe(
      'Please select a country',
    );
    expect(firstMessages(CountryStepSchema, { country: 'XX' }).country).toBe(
      'Please select a country',
    );
    expect(firstMessages(CountryStepSchema, { country: 'GB' })).toEqual({});
  });
  it('needs an app name of at most 50 and a description of at most 200 characters', () => {
    expect(firstMessages(AppDetailsStepSchema, { appName: ' ' }).appName).toBe(
      'App name is required',
    );
    expect(firstMessages(AppDetailsStepSchema, { appName: 'a'.repeat(51) }).appName).toBe(
      'App name must be 50 characters or less',
    );
    expect(
      firstMessages(AppDetailsStepSchema, {
        appName: 'Star Hopper',
        appDescription: 'd'.repeat(201),
      }).appDescription,
    ).toBe('Description must be 200 characters or less');
    expect(
      firstMessages(AppDetailsStepSchema, {
        appName: 'a'.repeat(50),
        appDescription: 'd'.repeat(200),
      }),
    ).toEqual({});
  });
  it('requires the developer details but not the company', () => {
    expect(
      firstMessages(DeveloperDetailsStepSchema, {
        firstName: '',
        lastName: '',
        address: '',
        city: '',
        postalCode: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
    });
  });
});

describe('onboarding progress', () => {
  it('is complete with all three steps or a verified account', () => {
    expect(isOnboardingCompleted(['country', 'appDetails'], 'pending')).toBe(false);
    expect(isOnboardingCompleted(['country', 'appDetails', 'developerDetails'], null)).toBe(true);
    expect(isOnboardingCompleted([], 'verified')).toBe(true);
  });
  it('resumes at the first incomplete step', () => {
    expect(firstIncompleteStep([])).toBe('country');
    expect(firstIncompleteStep(['country'])).toBe('appDetails');
    expect(firstIncompleteStep(['country', 'appDetails', 'developerDetails'])).toBeNull();
  });
  it('names the business by company, else by the person', () => {
    expect(businessNameOf({ firstName: 'Ada', lastName: 'Lovelace', companyName: ' ' })).toBe(
      'Ada Lovelace',
    );
    expect(
      businessNameOf({ firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines Ltd' }),
    ).toBe('Engines Ltd');
  });
});
