import { BusinessNameSchema } from '@vmu/domain';
import type { MutationupdateUserProfileArgs } from '../../graphql/generated/types.generated';
import type { AccountType } from '../../db/schema/developers';
import { parseInput } from '../shared/parse-input';

/** What updateUserProfile asks for; undefined leaves a field as it is. */
export type ProfileUpdate = {
  accountType: AccountType | undefined;
  /** null: back to the computed default (company name, or 'First Last'). */
  businessName: string | null | undefined;
  developerStatus: string | undefined;
  ageVerified: boolean | undefined;
};

export function parseProfileUpdate(args: Partial<MutationupdateUserProfileArgs>): ProfileUpdate {
  return {
    accountType: args.accountType ?? undefined,
    businessName:
      args.businessName === undefined
        ? undefined
        : args.businessName === null
          ? null
          : parseInput(BusinessNameSchema, args.businessName),
    developerStatus: args.developerStatus ?? undefined,
    ageVerified: args.ageVerified ?? undefined,
  };
}
