import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../accounts/require-admin';
import { reviewDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../developers/parse-input';
import { AppRejectionReasonSchema } from '@vmu/domain';
import { rejectApplication as reject } from '../../services/reject-application';

export const rejectApplication: NonNullable<MutationResolvers['rejectApplication']> = async (
  _parent,
  { appId, reason },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  const parsed = parseInput(AppRejectionReasonSchema, reason);
  return reject(reviewDepsOf(ctx), { appId, adminId: admin.id, reason: parsed });
};
