import { SavedRejectionReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { addSavedRejectionReason as add } from '../../services/manage-saved-rejection-reasons';

export const addSavedRejectionReason: NonNullable<
  MutationResolvers['addSavedRejectionReason']
> = async (_parent, { input }, ctx) => {
  const staff = requireAdmin(ctx);
  return add(ctx.db, staff.id, parseInput(SavedRejectionReasonSchema, input));
};
