import { PendingDevelopersLimitSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { developerProfileOf } from '../../../developers';
import { parseInput } from '../../../shared/parse-input';
import {
  decodePendingDevelopersCursor,
  encodePendingDevelopersCursor,
} from '../../pending-developers-cursor';
import { listPendingDevelopers as listPage } from '../../services/list-pending-developers';

export const listPendingDevelopers: NonNullable<QueryResolvers['listPendingDevelopers']> = async (
  _parent,
  { limit, nextToken },
  ctx,
) => {
  requireAdmin(ctx);
  const page = await listPage(ctx.db, {
    limit: parseInput(PendingDevelopersLimitSchema, limit ?? undefined),
    after: nextToken == null ? null : decodePendingDevelopersCursor(nextToken),
  });
  return {
    items: page.items.map(({ profile, email }) => developerProfileOf(profile, email)),
    nextToken: page.next && encodePendingDevelopersCursor(page.next),
  };
};
