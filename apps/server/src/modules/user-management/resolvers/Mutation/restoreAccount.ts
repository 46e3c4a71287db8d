import { StaffReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { restoreAccount as restore } from '../../services/restore-account';

export const restoreAccount: NonNullable<MutationResolvers['restoreAccount']> = async (
  _parent,
  { userId, reason, restoreApps },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  return restore(mailingDepsOf(ctx), {
    actorId: admin.id,
    userId,
    reason: parseInput(StaffReasonSchema, reason),
    restoreApps,
  });
};
