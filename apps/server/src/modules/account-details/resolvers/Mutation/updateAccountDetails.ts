import { AccountDetailsSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { developerProfileOf } from '../../../developers';
import { parseInput } from '../../../shared/parse-input';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { requireProfileDeveloper } from '../../../shared/guards/require-profile-developer';
import { updateAccountDetails as update } from '../../services/update-account-details';

export const updateAccountDetails: NonNullable<MutationResolvers['updateAccountDetails']> = async (
  _parent,
  { input, confirmReview },
  ctx,
) => {
  const developer = requireProfileDeveloper(ctx);
  const details = parseInput(AccountDetailsSchema, {
    ...input,
    companyName: input.companyName ?? undefined,
  });
  const saved = await update(mailingDepsOf(ctx), developer.id, details, { confirmReview });
  return {
    profile: developerProfileOf(saved.profile, saved.email),
    sentToReview: saved.sentToReview,
  };
};
