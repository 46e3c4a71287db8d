import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requirePaymentsDeveloper } from '../../require-payments-developer';
import { setSandboxPaymentState as setState } from '../../services/set-sandbox-payment-state';

export const setSandboxPaymentState: NonNullable<
  MutationResolvers['setSandboxPaymentState']
> = async (_parent, { country, state }, ctx) => {
  const viewer = requirePaymentsDeveloper(ctx);
  return setState(ctx.db, ctx.payments, { developerId: viewer.id, country, state });
};
