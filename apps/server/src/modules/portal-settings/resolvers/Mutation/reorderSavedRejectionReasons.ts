import { SavedReasonsOrderSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { reorderSavedRejectionReasons as reorder } from '../../services/manage-saved-rejection-reasons';

export const reorderSavedRejectionReasons: NonNullable<
  MutationResolvers['reorderSavedRejectionReasons']
> = async (_parent, { ids }, ctx) => {
  const staff = requireAdmin(ctx);
  return reorder(ctx.db, staff.id, parseInput(SavedReasonsOrderSchema, ids));
};
