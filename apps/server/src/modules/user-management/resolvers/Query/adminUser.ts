import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { developerProfileOf } from '../../../developers';
import { findUserForAdmin } from '../../services/find-user-for-admin';

export const adminUser: NonNullable<QueryResolvers['adminUser']> = async (
  _parent,
  { userId },
  ctx,
) => {
  requireAdmin(ctx);
  const found = await findUserForAdmin(ctx.db, userId);
  return {
    ...found,
    profile: found.profile && developerProfileOf(found.profile, found.user.email),
  };
};
