import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { listAuditActors } from '../../services/list-audit-events';

export const auditActors: NonNullable<QueryResolvers['auditActors']> = async (
  _parent,
  _arg,
  ctx,
) => {
  requireAdmin(ctx);
  return listAuditActors(ctx.db);
};
