import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requirePaymentsDeveloper } from '../../require-payments-developer';
import { getPaymentEligibility as getEligibility } from '../../services/get-payment-eligibility';

export const getPaymentEligibility: NonNullable<QueryResolvers['getPaymentEligibility']> = async (
  _parent,
  _arg,
  ctx,
) => {
  const viewer = requirePaymentsDeveloper(ctx);
  return getEligibility(ctx.db, viewer.id);
};
