import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireCurrentSession } from '../../current-session';
import { listActiveSessions } from '../../services/list-active-sessions';

export const activeSessions: NonNullable<QueryResolvers['activeSessions']> = async (
  _parent,
  _arg,
  ctx,
) => listActiveSessions(ctx.db, await requireCurrentSession(ctx));
