import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { approveApplication as approve } from '../../services/approve-application';

export const approveApplication: NonNullable<MutationResolvers['approveApplication']> = async (
  _parent,
  { appId },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  return approve(mailingDepsOf(ctx), { appId, adminId: admin.id });
};
