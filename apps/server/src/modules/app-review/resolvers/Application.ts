import type { ApplicationResolvers } from './../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../shared/guards/require-admin';
import { reviewLoadersOf } from '../review-loaders';

export const Application: Pick<ApplicationResolvers, 'developer' | 'reviewHistory'> = {
  // Whoever could read the app may see who made it.
  developer: async ({ developerId }, _arg, ctx) => {
    const developer = await reviewLoadersOf(ctx).developer(developerId);
    if (!developer) throw new Error(`application developer ${developerId} not found`);
    return developer;
  },
  reviewHistory: ({ id }, _arg, ctx) => {
    requireAdmin(ctx);
    return reviewLoadersOf(ctx).reviewHistory(id);
  },
};
