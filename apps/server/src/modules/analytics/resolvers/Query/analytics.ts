import { AnalyticsRangeSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { parseInput } from '../../../shared/parse-input';
import { analyticsScopeOf } from '../../services/analytics-scope';
import { readAnalytics, type AnalyticsMoney } from '../../services/read-analytics';

/** Money as GraphQL sends it: whole minor units, exact (far below 2^53). */
const moneyForGraphQL = (money: AnalyticsMoney) => ({
  ...money,
  gross: Number(money.gross),
  refunds: Number(money.refunds),
  taxes: Number(money.taxes),
  processingFees: Number(money.processingFees),
  net: Number(money.net),
  platformFee: Number(money.platformFee),
  developerShare: Number(money.developerShare),
});

export const analytics: NonNullable<QueryResolvers['analytics']> = async (
  _parent,
  { appId, from, to, grouping },
  ctx,
) => {
  // The main area's: verified developers (their own apps) and staff (any app, the store).
  const viewer = requireAppsViewer(ctx);
  const range = parseInput(AnalyticsRangeSchema, { from, to, grouping });
  const scope = await analyticsScopeOf(ctx.db, viewer, appId);
  const result = await readAnalytics(ctx.db, scope, range);
  return {
    ...result,
    revenue: result.revenue.map(moneyForGraphQL),
    revenueTotals: result.revenueTotals.map(moneyForGraphQL),
  };
};
