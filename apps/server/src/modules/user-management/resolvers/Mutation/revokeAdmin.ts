import { StaffReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { changeAdminRole } from '../../services/change-admin-role';

export const revokeAdmin: NonNullable<MutationResolvers['revokeAdmin']> = async (
  _parent,
  { userId, reason },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  return changeAdminRole(mailingDepsOf(ctx), {
    change: 'revoke',
    actorId: admin.id,
    userId,
    reason: parseInput(StaffReasonSchema, reason),
  });
};
