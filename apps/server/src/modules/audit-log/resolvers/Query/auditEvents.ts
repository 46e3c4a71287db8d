import { AuditEventsFilterSchema, AuditEventsLimitSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { isAuditEventId, listAuditEvents } from '../../services/list-audit-events';

export const auditEvents: NonNullable<QueryResolvers['auditEvents']> = async (
  _parent,
  { filter, limit, nextToken },
  ctx,
) => {
  requireAdmin(ctx);
  const page = await listAuditEvents(ctx.db, {
    filter: parseInput(AuditEventsFilterSchema, {
      actorId: filter?.actorId ?? undefined,
      targetType: filter?.targetType ?? undefined,
      targetId: filter?.targetId ?? undefined,
      action: filter?.action ?? undefined,
    }),
    limit: parseInput(AuditEventsLimitSchema, limit ?? undefined),
    after: nextToken == null ? null : decodeKeysetCursor(nextToken, isAuditEventId),
  });
  return { items: page.items, nextToken: page.next && encodeKeysetCursor(page.next) };
};
