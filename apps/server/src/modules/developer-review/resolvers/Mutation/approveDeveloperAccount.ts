import { ApprovalNotesSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { developerProfileOf } from '../../../developers';
import { parseInput } from '../../../shared/parse-input';
import { approveDeveloperAccount as approve } from '../../services/approve-developer-account';
import { mailingDepsOf } from '../../../shared/mailing-deps';

export const approveDeveloperAccount: NonNullable<
  MutationResolvers['approveDeveloperAccount']
> = async (_parent, { userId, notes }, ctx) => {
  const admin = requireAdmin(ctx);
  const parsed = parseInput(ApprovalNotesSchema, notes ?? undefined);
  const { profile, email } = await approve(mailingDepsOf(ctx), {
    userId,
    adminId: admin.id,
    notes: parsed || null,
  });
  return developerProfileOf(profile, email);
};
