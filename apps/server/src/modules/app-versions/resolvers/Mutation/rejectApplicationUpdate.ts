import { AppRejectionReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { rejectApplicationUpdate as reject } from '../../services/reject-application-update';

export const rejectApplicationUpdate: NonNullable<
  MutationResolvers['rejectApplicationUpdate']
> = async (_parent, { versionId, reason }, ctx) => {
  const admin = requireAdmin(ctx);
  const parsed = parseInput(AppRejectionReasonSchema, reason);
  return reject(mailingDepsOf(ctx), { versionId, adminId: admin.id, reason: parsed });
};
