import type { DeveloperProfileResolvers } from './../../../graphql/generated/types.generated.js';
import { paymentsLoadersOf } from '../payments-loaders';
import { stripeInfoOf } from '../stripe-info-of';

// Whoever may read the profile may read its stripeInfo (the profile's resolver authorized it).
export const DeveloperProfile: Pick<DeveloperProfileResolvers, 'stripeInfo'> = {
  stripeInfo: async (parent, _arg, ctx) =>
    stripeInfoOf(await paymentsLoadersOf(ctx).connectedAccount(String(parent.userId))),
};
