import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { getAdminStats as countAll } from '../../services/get-admin-stats';

export const getAdminStats: NonNullable<QueryResolvers['getAdminStats']> = async (
  _parent,
  _arg,
  ctx,
) => {
  requireAdmin(ctx);
  return countAll(ctx.db);
};
