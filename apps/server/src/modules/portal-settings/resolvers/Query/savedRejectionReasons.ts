import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { listSavedRejectionReasons } from '../../services/manage-saved-rejection-reasons';

export const savedRejectionReasons: NonNullable<QueryResolvers['savedRejectionReasons']> = async (
  _parent,
  _arg,
  ctx,
) => {
  requireAdmin(ctx);
  return listSavedRejectionReasons(ctx.db);
};
