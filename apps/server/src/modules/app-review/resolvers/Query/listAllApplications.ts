import { ApplicationSearchSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { requestedFieldsAt } from '../../../../graphql/requested-fields';
import { applicationColumnsFor } from '../../../apps';
import { isApplicationId } from '../../../apps';
import { appsLoadersOf } from '../../../apps';
import { parseInput } from '../../../shared/parse-input';
import { AdminApplicationsLimitSchema } from '@vmu/domain';
import { listAllApplications as listPage } from '../../services/list-all-applications';
import { itemsShowActiveUsers } from '../../../apps';

export const listAllApplications: NonNullable<QueryResolvers['listAllApplications']> = async (
  _parent,
  { limit, nextToken, status, excludeStatus, search },
  ctx,
  info,
) => {
  requireAdmin(ctx);
  const page = await listPage(ctx.db, {
    limit: parseInput(AdminApplicationsLimitSchema, limit ?? undefined),
    after: nextToken == null ? null : decodeKeysetCursor(nextToken, isApplicationId),
    status: status ?? null,
    excludeStatus: excludeStatus ?? null,
    search: parseInput(ApplicationSearchSchema, search ?? undefined),
    columns: applicationColumnsFor(requestedFieldsAt(info, ['items'])),
    // An app card's figure, read in the page's round trip instead of a query after it.
    activeUsers: itemsShowActiveUsers(info),
  });
  if (page.activeUsers) appsLoadersOf(ctx).primeActiveUsers(page.activeUsers);
  return { items: page.items, nextToken: page.next && encodeKeysetCursor(page.next) };
};
