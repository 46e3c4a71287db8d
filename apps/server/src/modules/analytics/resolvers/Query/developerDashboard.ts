import { utcDayOf } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { readDeveloperDashboard } from '../../services/read-developer-dashboard';

export const developerDashboard: NonNullable<QueryResolvers['developerDashboard']> = async (
  _parent,
  _args,
  ctx,
) => {
  // The main area's; staff pass too and see their own figures (none: they own no apps).
  const viewer = requireAppsViewer(ctx);
  const today = utcDayOf();
  const figures = await readDeveloperDashboard(ctx.db, viewer.id, today);
  return {
    ...figures,
    revenue: figures.revenue.map((row) => ({
      ...row,
      last30Days: Number(row.last30Days),
      previous30Days: Number(row.previous30Days),
    })),
  };
};
