import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { restoreApplication as restore } from '../../services/restore-application';

export const restoreApplication: NonNullable<MutationResolvers['restoreApplication']> = async (
  _parent,
  { appId },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  return restore(mailingDepsOf(ctx), { appId, adminId: admin.id });
};
