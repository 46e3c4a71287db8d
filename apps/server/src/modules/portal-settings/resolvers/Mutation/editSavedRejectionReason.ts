import { SavedRejectionReasonSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { editSavedRejectionReason as edit } from '../../services/manage-saved-rejection-reasons';

export const editSavedRejectionReason: NonNullable<
  MutationResolvers['editSavedRejectionReason']
> = async (_parent, { id, input }, ctx) => {
  const staff = requireAdmin(ctx);
  return edit(ctx.db, staff.id, id, parseInput(SavedRejectionReasonSchema, input));
};
