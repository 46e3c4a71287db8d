import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { AppRejectionReasonSchema } from '@vmu/domain';
import { rejectApplication as reject } from '../../services/reject-application';

export const rejectApplication: NonNullable<MutationResolvers['rejectApplication']> = async (
  _parent,
  { appId, reason },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  const parsed = parseInput(AppRejectionReasonSchema, reason);
  return reject(mailingDepsOf(ctx), { appId, adminId: admin.id, reason: parsed });
};
