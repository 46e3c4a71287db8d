import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';

// Any signed-in user: the browser decides which payment screens to load before it knows more.
export const paymentsConfig: NonNullable<QueryResolvers['paymentsConfig']> = async (
  _parent,
  _arg,
  ctx,
) => {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  return { driver: ctx.payments.driver, publishableKey: ctx.payments.publishableKey };
};
