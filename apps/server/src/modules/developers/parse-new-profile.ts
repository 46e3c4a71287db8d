import { AppDetailsStepSchema, businessNameOf, CountryStepSchema } from '@vmu/domain';
import { AppError } from '../../errors';
import type { MutationcreateDeveloperProfileArgs } from '../../graphql/generated/types.generated';
import type { AccountType } from '../../db/schema/developers';
import { defaultLegalName } from './default-legal-name';
import { parseInput } from './parse-input';

export const EMAIL_MISMATCH_MESSAGE = 'The email does not match your account.';

export type NewProfile = {
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  accountType: AccountType;
  companyName: string | null;
  legalName: string;
  appName: string | null;
  appDescription: string | null;
  businessName: string | null;
};

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * createDeveloperProfile's arguments as profile columns (SPEC section 7), checked by the same
 * domain schemas as the onboarding forms; defaults as for the first onboarding save.
 */
export function parseNewProfile(
  owner: { name: string; email: string },
  args: MutationcreateDeveloperProfileArgs,
): NewProfile {
  if (args.email.trim().toLowerCase() !== owner.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', EMAIL_MISMATCH_MESSAGE);
  }
  const personal = args.personalInfo ?? {};
  const business = args.businessInfo ?? {};
  const app = args.onboardingData ?? {};

  const { country } = parseInput(CountryStepSchema, { country: personal.country ?? 'US' });
  const given = app.appName != null || app.appDescription != null;
  const appDetails = given
    ? parseInput(AppDetailsStepSchema, {
        appName: app.appName ?? '',
        appDescription: app.appDescription ?? undefined,
      })
    : null;

  const firstName = trimmed(personal.firstName);
  const lastName = trimmed(personal.lastName);
  const companyName = trimmed(business.companyName);
  return {
    firstName,
    lastName,
    address: trimmed(personal.address),
    city: trimmed(personal.city),
    postalCode: trimmed(personal.postalCode),
    country,
    accountType: business.accountType ?? 'individual',
    companyName,
    legalName: trimmed(business.legalName) ?? defaultLegalName(owner),
    appName: appDetails?.appName ?? null,
    appDescription: appDetails?.appDescription || null,
    businessName:
      companyName || (firstName && lastName)
        ? businessNameOf({ firstName: firstName ?? '', lastName: lastName ?? '', companyName })
        : null,
  };
}
