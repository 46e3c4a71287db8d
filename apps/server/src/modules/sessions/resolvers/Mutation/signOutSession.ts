import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireCurrentSession } from '../../current-session';
import { signOutSession as signOut } from '../../services/sign-out-sessions';

export const signOutSession: NonNullable<MutationResolvers['signOutSession']> = async (
  _parent,
  { id },
  ctx,
) => signOut(ctx.db, await requireCurrentSession(ctx), id);
