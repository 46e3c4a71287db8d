import { NewPasswordSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireSignedIn } from '../../../account-data';
import { parseInput } from '../../../shared/parse-input';
import { setPassword as setFirstPassword } from '../../services/set-password';

export const setPassword: NonNullable<MutationResolvers['setPassword']> = async (
  _parent,
  { password },
  ctx,
) => {
  const viewer = requireSignedIn(ctx);
  return setFirstPassword(
    { auth: ctx.app.auth, db: ctx.db },
    { headers: ctx.reply.request.headers, userId: viewer.id },
    parseInput(NewPasswordSchema, password),
  );
};
