import type { AdminApplicationCountsResolvers } from './../../../graphql/generated/types.generated.js';
import { countUpdatesInReview } from '../services/count-updates-in-review';

export const AdminApplicationCounts: Pick<AdminApplicationCountsResolvers, 'updatesInReview'> = {
  // getAdminApplicationCounts is admin-only; this count runs only when the dashboard asks.
  updatesInReview: (_parent, _arg, ctx) => countUpdatesInReview(ctx.db),
};
