import { UserSearchSchema, UsersLimitSchema, roleOf } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../../db/keyset-cursor';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { listUsers } from '../../services/list-users';

export const adminUsers: NonNullable<QueryResolvers['adminUsers']> = async (
  _parent,
  { limit, nextToken, search, role, status },
  ctx,
) => {
  requireAdmin(ctx);
  const page = await listUsers(ctx.db, {
    limit: parseInput(UsersLimitSchema, limit ?? undefined),
    after: nextToken == null ? null : decodeKeysetCursor(nextToken),
    search: parseInput(UserSearchSchema, search ?? undefined),
    role: role ? roleOf({ role }) : null,
    status: status ?? null,
  });
  return { items: page.items, nextToken: page.next && encodeKeysetCursor(page.next) };
};
