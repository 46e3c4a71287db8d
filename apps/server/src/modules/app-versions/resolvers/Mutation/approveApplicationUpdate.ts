import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { approveApplicationUpdate as approve } from '../../services/approve-application-update';

export const approveApplicationUpdate: NonNullable<
  MutationResolvers['approveApplicationUpdate']
> = async (_parent, { versionId }, ctx) => {
  const admin = requireAdmin(ctx);
  return approve(mailingDepsOf(ctx), { versionId, adminId: admin.id });
};
