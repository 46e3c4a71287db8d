import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireCurrentSession } from '../../current-session';
import { signOutOtherSessions as signOutOthers } from '../../services/sign-out-sessions';

export const signOutOtherSessions: NonNullable<MutationResolvers['signOutOtherSessions']> = async (
  _parent,
  _arg,
  ctx,
) => signOutOthers(ctx.db, await requireCurrentSession(ctx));
