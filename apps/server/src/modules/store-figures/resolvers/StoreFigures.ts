import { TopAppsLimitSchema, utcDayOf } from '@vmu/domain';
import type { StoreFiguresResolvers } from './../../../graphql/generated/types.generated.js';
import { minorUnitsFloat } from '../../shared/minor-units';
import { parseInput } from '../../shared/parse-input';
import { countPendingReviews } from '../../store-stats';
import { readPayoutMonths } from '../services/read-payout-months';
import { readPayoutsDue } from '../services/read-payouts-due';
import { readReviewTimes } from '../services/read-review-times';
import { readStoreGrowth } from '../services/read-store-growth';
import { readTopApps } from '../services/read-top-apps';

// The parent is the range Query.storeFigures checked after requireAdmin: no field is reached
// without both.
export const StoreFigures: StoreFiguresResolvers = {
  topApps: async (range, { limit }, ctx) => {
    const top = await readTopApps(
      ctx.db,
      range,
      parseInput(TopAppsLimitSchema, limit ?? undefined),
    );
    return {
      byDownloads: top.byDownloads,
      byRevenue: top.byRevenue.map((app) => ({
        ...app,
        gross: minorUnitsFloat(app.gross),
        net: minorUnitsFloat(app.net),
        platformFee: minorUnitsFloat(app.platformFee),
      })),
    };
  },
  growth: (range, _args, ctx) => readStoreGrowth(ctx.db, range),
  reviewTimes: (range, _args, ctx) => readReviewTimes(ctx.db, range),
  pending: (_range, _args, ctx) => countPendingReviews(ctx.db),
  payouts: async (range, _args, ctx) =>
    (await readPayoutMonths(ctx.db, range)).map((month) => ({
      ...month,
      dueAmount: minorUnitsFloat(month.dueAmount),
      paidAmount: minorUnitsFloat(month.paidAmount),
    })),
  payoutsDueThisMonth: async (_range, _args, ctx) =>
    (await readPayoutsDue(ctx.db, utcDayOf())).map((due) => ({
      ...due,
      dueAmount: minorUnitsFloat(due.dueAmount),
      paidAmount: minorUnitsFloat(due.paidAmount),
      overdueAmount: minorUnitsFloat(due.overdueAmount),
    })),
};
