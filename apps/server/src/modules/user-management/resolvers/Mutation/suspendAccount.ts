import { StaffReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { suspendAccount as suspend } from '../../services/suspend-account';

export const suspendAccount: NonNullable<MutationResolvers['suspendAccount']> = async (
  _parent,
  { userId, reason },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  return suspend(mailingDepsOf(ctx), {
    actorId: admin.id,
    userId,
    reason: parseInput(StaffReasonSchema, reason),
  });
};
