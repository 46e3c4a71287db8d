import * as z from 'zod/mini';
import { ONBOARDING_COUNTRIES } from '../countries';
import { APP_DESCRIPTION_MAX_LENGTH, APP_NAME_MAX_LENGTH } from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';

// The three onboarding steps (docs/product.md, "Onboarding", "Onboarding forms"): the form of each
// step and the server's updateOnboardingProgress parse the step's data with the same schema.

export const ONBOARDING_STEPS = ['country', 'appDetails', 'developerDetails'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const required = (message: string) => z.minLength(1, { error: message, abort: true });

/**
 * The developer's own details (ours: the spec sets no maximum). Long enough for real names and
 * addresses, short enough that a pasted essay cannot fill the review screen or a mail.
 */
export const DEVELOPER_DETAIL_LIMITS = {
  firstName: { label: 'First name', max: 100 },
  lastName: { label: 'Last name', max: 100 },
  address: { label: 'Address', max: 200 },
  city: { label: 'City', max: 100 },
  postalCode: { label: 'Postal code', max: 20 },
  companyName: { label: 'Company name', max: 100 },
  legalName: { label: 'Legal name', max: 200 },
} as const;
export type DeveloperDetailField = keyof typeof DEVELOPER_DETAIL_LIMITS;

const withinLimit = (field: DeveloperDetailField) => {
  const { label, max } = DEVELOPER_DETAIL_LIMITS[field];
  return maxGraphemes(max, tooLongMessage(label, max));
};
const requiredText = (field: DeveloperDetailField, message: string) =>
  z.string().check(z.trim(), required(message), withinLimit(field));
/** An optional developer detail, trimmed and within its limit. */
export const optionalDeveloperDetail = (field: DeveloperDetailField) =>
  z.string().check(z.trim(), withinLimit(field));

export const APP_NAME_TOO_LONG_ONBOARDING = 'App name must be 50 characters or less';
export const APP_DESCRIPTION_TOO_LONG = 'Description must be 200 characters or less';

export const CountryStepSchema = z.object({
  country: z.string().check(
    required('Please select a country'),
    z.refine(
      (code) => (ONBOARDING_COUNTRIES as readonly string[]).includes(code),
      'Please select a country',
    ),
  ),
});
export type CountryStepInput = z.input<typeof CountryStepSchema>;

export const AppDetailsStepSchema = z.object({
  appName: z
    .string()
    .check(
      z.trim(),
      required('App name is required'),
      maxGraphemes(APP_NAME_MAX_LENGTH, APP_NAME_TOO_LONG_ONBOARDING),
    ),
  appDescription: z.optional(
    z.string().check(z.trim(), maxGraphemes(APP_DESCRIPTION_MAX_LENGTH, APP_DESCRIPTION_TOO_LONG)),
  ),
});
export type AppDetailsStepInput = z.input<typeof AppDetailsStepSchema>;

export const DeveloperDetailsStepSchema = z.object({
  firstName: requiredText('firstName', 'First name is required'),
  lastName: requiredText('lastName', 'Last name is required'),
  address: requiredText('address', 'Address is required'),
  city: requiredText('city', 'City is required'),
  postalCode: requiredText('postalCode', 'Postal code is required'),
  companyName: z.optional(optionalDeveloperDetail('companyName')),
});
export type DeveloperDetailsStepInput = z.input<typeof DeveloperDetailsStepSchema>;

export const ONBOARDING_STEP_SCHEMAS = {
  country: CountryStepSchema,
  appDetails: AppDetailsStepSchema,
  developerDetails: DeveloperDetailsStepSchema,
} as const;

/** Developer statuses; the spec shows pending, verified and "a rejected outcome". */
export const DEVELOPER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DeveloperStatus = (typeof DEVELOPER_STATUSES)[number];

/**
 * docs/product.md, "Onboarding completion": all three steps done, or an account already verified.
 */
export function isOnboardingCompleted(
  completedSteps: readonly string[],
  developerStatus: string | null | undefined,
): boolean {
  return (
    developerStatus === 'verified' ||
    ONBOARDING_STEPS.every((step) => completedSteps.includes(step))
  );
}

/** The first step not yet saved, where a returning developer resumes; null when all are done. */
export function firstIncompleteStep(completedSteps: readonly string[]): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => !completedSteps.includes(step)) ?? null;
}

/** 'Company' when given, else 'First Last' (docs/product.md, "Developer profile", businessName). */
export function businessNameOf(details: {
  firstName: string;
  lastName: string;
  companyName?: string | null;
}): string {
  const company = details.companyName?.trim();
  return company ? company : `${details.firstName} ${details.lastName}`.trim();
}
