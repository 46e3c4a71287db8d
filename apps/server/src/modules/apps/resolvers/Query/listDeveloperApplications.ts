import { ApplicationSearchSchema, ApplicationsLimitSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { parseInput } from '../../../shared/parse-input';
import { requestedFieldsAt } from '../../../../graphql/requested-fields';
import { applicationColumnsFor } from '../../application-columns';
import { isApplicationId } from '../../application-errors';
import { appsLoadersOf } from '../../request-loaders';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { listDeveloperApplications as listPage } from '../../services/list-developer-applications';
import { itemsShowActiveUsers } from '../../services/active-users-of-row';

export const listDeveloperApplications: NonNullable<
  QueryResolvers['listDeveloperApplications']
> = async (_parent, { limit, nextToken, status, search }, ctx, info) => {
  const viewer = requireAppsViewer(ctx);
  const page = await listPage(ctx.db, {
    developerId: viewer.id,
    limit: parseInput(ApplicationsLimitSchema, limit ?? undefined),
    after: nextToken == null ? null : decodeKeysetCursor(nextToken, isApplicationId),
    status: status ?? null,
    search: parseInput(ApplicationSearchSchema, search ?? undefined),
    columns: applicationColumnsFor(requestedFieldsAt(info, ['items'])),
    // An app card's figure, read in the page's round trip instead of a query after it.
    activeUsers: itemsShowActiveUsers(info),
  });
  const loaders = appsLoadersOf(ctx);
  loaders.primeStoredFiles(page.webIcons);
  if (page.activeUsers) loaders.primeActiveUsers(page.activeUsers);
  return { items: page.items, nextToken: page.next && encodeKeysetCursor(page.next) };
};
