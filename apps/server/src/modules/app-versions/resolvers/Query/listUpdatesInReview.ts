import { ApplicationsLimitSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { listUpdatesInReview as listPage } from '../../services/list-updates-in-review';
import { isVersionId } from '../../../shared/version-lookup';

export const listUpdatesInReview: NonNullable<QueryResolvers['listUpdatesInReview']> = async (
  _parent,
  { limit, nextToken },
  ctx,
) => {
  requireAdmin(ctx);
  const page = await listPage(ctx.db, {
    limit: parseInput(ApplicationsLimitSchema, limit ?? undefined),
    after: nextToken == null ? null : decodeKeysetCursor(nextToken, isVersionId),
  });
  return { items: page.items, nextToken: page.next && encodeKeysetCursor(page.next) };
};
