import {
  AppDetailsStepSchema,
  businessNameOf,
  CountryStepSchema,
  type DeveloperDetailField,
  optionalDeveloperDetail,
} from '@vmu/domain';
import { AppError } from '../../errors';
import type { MutationcreateDeveloperProfileArgs } from '../../graphql/generated/types.generated';
import type { AccountType } from '../../db/schema/developers';
import { defaultLegalName } from './default-legal-name';
import { parseInput } from '../shared/parse-input';

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

/** A detail trimmed and within its domain limit; blank or absent is null. */
const detail = (field: DeveloperDetailField, value: string | null | undefined) =>
  value == null ? null : parseInput(optionalDeveloperDetail(field), value) || null;

/**
 * createDeveloperProfile's arguments as profile columns (docs/product.md, "GraphQL operations"),
 * checked by the same domain schemas as the onboarding forms; defaults as for the first onboarding
 * save.
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

  const firstName = detail('firstName', personal.firstName);
  const lastName = detail('lastName', personal.lastName);
  const companyName = detail('companyName', business.companyName);
  return {
    firstName,
    lastName,
    address: detail('address', personal.address),
    city: detail('city', personal.city),
    postalCode: detail('postalCode', personal.postalCode),
    country,
    accountType: business.accountType ?? 'individual',
    companyName,
    legalName: detail('legalName', business.legalName) ?? defaultLegalName(owner),
    appName: appDetails?.appName ?? null,
    appDescription: appDetails?.appDescription || null,
    businessName:
      companyName || (firstName && lastName)
        ? businessNameOf({ firstName: firstName ?? '', lastName: lastName ?? '', companyName })
        : null,
  };
}
