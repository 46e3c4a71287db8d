import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';
import { readTwoFactorStatus } from '../../services/read-two-factor-status';

/** Any signed-in account's own two-factor sign-in; nobody else's can be asked for. */
export const twoFactorStatus: NonNullable<QueryResolvers['twoFactorStatus']> = async (
  _parent,
  _arg,
  ctx,
) => {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  return readTwoFactorStatus(ctx.db, ctx.viewer);
};
