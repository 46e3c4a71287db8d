import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { SuspensionReasonSchema } from '@vmu/domain';
import { suspendApplication as suspend } from '../../services/suspend-application';

export const suspendApplication: NonNullable<MutationResolvers['suspendApplication']> = async (
  _parent,
  { appId, reason },
  ctx,
) => {
  const admin = requireAdmin(ctx);
  const parsed = parseInput(SuspensionReasonSchema, reason ?? undefined);
  return suspend(mailingDepsOf(ctx), { appId, adminId: admin.id, reason: parsed || null });
};
