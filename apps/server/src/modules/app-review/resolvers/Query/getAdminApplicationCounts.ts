import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { countApplicationsForAdmin } from '../../services/count-applications-for-admin';

export const getAdminApplicationCounts: NonNullable<
  QueryResolvers['getAdminApplicationCounts']
> = async (_parent, { approvedSince }, ctx) => {
  requireAdmin(ctx);
  // The DateTime scalar has parsed the argument into a Date.
  return countApplicationsForAdmin(ctx.db, approvedSince as Date);
};
