import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requirePaymentsDeveloper } from '../../../payments';
import { readPayoutAccount } from '../../services/payout-account';

export const payouts: NonNullable<QueryResolvers['payouts']> = async (_parent, _args, ctx) => {
  // Payment setup's rule: a verified developer of the main area; a store account is told what it
  // is, and staff, who are never paid, are refused.
  const viewer = requirePaymentsDeveloper(ctx);
  const { blocker } = await readPayoutAccount(ctx.db, viewer.id, ctx.payments.driver);
  return { developerId: viewer.id, blocker, now: new Date() };
};
