import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requirePaymentsDeveloper } from '../../require-payments-developer';
import { createConnectAccount, refusedConnectAccount } from '../../services/create-connect-account';

export const PROVIDER_UNAVAILABLE =
  'We could not reach the payment provider. Please try again in a few minutes.';

export const createStripeConnectAccount: NonNullable<
  MutationResolvers['createStripeConnectAccount']
> = async (_parent, _arg, ctx) => {
  const viewer = requirePaymentsDeveloper(ctx);
  try {
    return await createConnectAccount(ctx.db, ctx.payments, viewer);
  } catch (error) {
    // Setup errors are logged (docs/product.md, "Payment messages"); the screen shows the result's
    // error.
    (ctx.reply?.log ?? ctx.app.log).error({ err: error }, 'createStripeConnectAccount failed');
    return refusedConnectAccount(PROVIDER_UNAVAILABLE);
  }
};
