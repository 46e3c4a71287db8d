import { ONBOARDING_STEP_SCHEMAS, type OnboardingStep } from '@vmu/domain';
import * as z from 'zod/mini';
import { AppError } from '../../errors';
import type { OnboardingStepData as StepInput } from '../../graphql/generated/types.generated';
import type { OnboardingStepData } from '../../db/schema/developers';

export type ParsedStep = {
  [S in OnboardingStep]: { step: S; data: NonNullable<OnboardingStepData[S]> };
}[OnboardingStep];

// GraphQL sends an absent field as null; the forms send ''. Both must get the spec's
// "required" message rather than zod's type error, so required fields default to ''.
const text = (value: string | null | undefined) => value ?? '';
const optional = (value: string | null | undefined) => value ?? undefined;

/** Drops an optional field left blank, so the stored step says "not given" one way only. */
function withoutBlank<T extends object, K extends keyof T>(data: T, key: K): T {
  if (data[key] !== '') return data;
  const rest = { ...data };
  delete rest[key];
  return rest;
}

/** Parses one step's data with the same domain schema as its form (VALIDATION_FAILED otherwise). */
export function parseOnboardingStep(step: OnboardingStep, input: StepInput): ParsedStep {
  const parse = <T>(schema: z.ZodMiniType<T>, value: unknown): T => {
    const result = z.safeParse(schema, value);
    if (!result.success) {
      throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid input');
    }
    return result.data;
  };
  switch (step) {
    case 'country':
      return {
        step,
        data: parse(ONBOARDING_STEP_SCHEMAS.country, { country: text(input.country) }),
      };
    case 'appDetails':
      return {
        step,
        data: withoutBlank(
          parse(ONBOARDING_STEP_SCHEMAS.appDetails, {
            appName: text(input.appName),
            appDescription: optional(input.appDescription),
          }),
          'appDescription',
        ),
      };
    case 'developerDetails':
      return {
        step,
        data: withoutBlank(
          parse(ONBOARDING_STEP_SCHEMAS.developerDetails, {
            firstName: text(input.firstName),
            lastName: text(input.lastName),
            address: text(input.address),
            city: text(input.city),
            postalCode: text(input.postalCode),
            companyName: optional(input.companyName),
          }),
          'companyName',
        ),
      };
  }
}
