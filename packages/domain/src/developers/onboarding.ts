import * as z from 'zod/mini';
import { ONBOARDING_COUNTRIES } from '../countries';
import { APP_DESCRIPTION_MAX_LENGTH, APP_NAME_MAX_LENGTH } from '../limits';

// The three onboarding steps of SPEC sections 2, 3 and 5: the form of each step and the
// server's updateOnboardingProgress parse the step's data with the same schema.

export const ONBOARDING_STEPS = ['country', 'appDetails', 'developerDetails'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const required = (message: string) => z.minLength(1, { error: message, abort: true });
const requiredText = (message: string) => z.string().check(z.trim(), required(message));

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
      z.maxLength(APP_NAME_MAX_LENGTH, 'App name must be 50 characters or less'),
    ),
  appDescription: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(APP_DESCRIPTION_MAX_LENGTH, 'Description must be 200 characters or less'),
      ),
  ),
});
export type AppDetailsStepInput = z.input<typeof AppDetailsStepSchema>;

export const DeveloperDetailsStepSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  address: requiredText('Address is required'),
  city: requiredText('City is required'),
  postalCode: requiredText('Postal code is required'),
  companyName: z.optional(z.string().check(z.trim())),
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

/** SPEC section 4: all three steps done, or an account already verified. */
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

/** 'Company' when given, else 'First Last' (SPEC section 3, businessName). */
export function businessNameOf(details: {
  firstName: string;
  lastName: string;
  companyName?: string | null;
}): string {
  const company = details.companyName?.trim();
  return company ? company : `${details.firstName} ${details.lastName}`.trim();
}
