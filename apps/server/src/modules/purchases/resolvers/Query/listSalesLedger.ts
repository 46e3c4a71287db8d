import { SalesListLimitSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { isApplicationId as isUuid } from '../../../apps';
import { parseInput } from '../../../shared/parse-input';
import { salesScopeOf } from '../../sales-viewer';
import { salesLedgerEntryOf } from '../../sales-views';
import { listSalesLedger as listPage } from '../../services/list-sales-ledger';

// Read with either payment driver: the ledger is the developer's record of sales.
export const listSalesLedger: NonNullable<QueryResolvers['listSalesLedger']> = async (
  _parent,
  { limit, nextToken },
  ctx,
) => {
  const scope = salesScopeOf(ctx);
  const page = await listPage(ctx.db, {
    scope,
    limit: parseInput(SalesListLimitSchema, limit ?? undefined),
    // Ledger ids are uuids, as application ids are.
    after: nextToken == null ? null : decodeKeysetCursor(nextToken, isUuid),
  });
  return {
    items: page.items.map(salesLedgerEntryOf),
    nextToken: page.next && encodeKeysetCursor(page.next),
  };
};
