import { SalesListLimitSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { isApplicationId as isUuid } from '../../../apps';
import { parseInput } from '../../../shared/parse-input';
import { requireSandboxDriver, salesScopeOf } from '../../sales-viewer';
import { testPurchaseOf } from '../../sales-views';
import { listTestPurchases as listPage } from '../../services/list-test-purchases';

export const listTestPurchases: NonNullable<QueryResolvers['listTestPurchases']> = async (
  _parent,
  { limit, nextToken },
  ctx,
) => {
  const scope = salesScopeOf(ctx);
  requireSandboxDriver(ctx.payments);
  const page = await listPage(ctx.db, {
    scope,
    limit: parseInput(SalesListLimitSchema, limit ?? undefined),
    // Purchase ids are uuids, as application ids are.
    after: nextToken == null ? null : decodeKeysetCursor(nextToken, isUuid),
  });
  return {
    items: page.items.map(testPurchaseOf),
    nextToken: page.next && encodeKeysetCursor(page.next),
  };
};
