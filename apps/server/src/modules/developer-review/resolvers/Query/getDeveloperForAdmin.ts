import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { developerProfileOf } from '../../../developers';
import { getDeveloperForAdmin as find } from '../../services/get-developer-for-admin';

export const getDeveloperForAdmin: NonNullable<QueryResolvers['getDeveloperForAdmin']> = async (
  _parent,
  { userId },
  ctx,
) => {
  requireAdmin(ctx);
  const found = await find(ctx.db, userId);
  return {
    profile: developerProfileOf(found.profile, found.email),
    statusHistory: found.statusHistory,
    applicationCount: found.applicationCount,
  };
};
