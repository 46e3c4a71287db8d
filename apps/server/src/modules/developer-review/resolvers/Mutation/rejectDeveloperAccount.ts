import { RejectionReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { developerProfileOf } from '../../../developers';
import { parseInput } from '../../../shared/parse-input';
import { rejectDeveloperAccount as reject } from '../../services/reject-developer-account';
import { mailingDepsOf } from '../../../shared/mailing-deps';

export const rejectDeveloperAccount: NonNullable<
  MutationResolvers['rejectDeveloperAccount']
> = async (_parent, { userId, notes }, ctx) => {
  const admin = requireAdmin(ctx);
  const reason = parseInput(RejectionReasonSchema, notes);
  const { profile, email } = await reject(mailingDepsOf(ctx), {
    userId,
    adminId: admin.id,
    reason,
  });
  return developerProfileOf(profile, email);
};
