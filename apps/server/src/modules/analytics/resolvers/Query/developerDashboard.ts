import { isAdmin } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';
import { requireAppsViewer } from '../../../apps/require-apps-viewer';
import { readDeveloperDashboard } from '../../services/read-developer-dashboard';

export const DASHBOARD_DEVELOPERS_ONLY = 'The developer dashboard belongs to developer accounts.';

export const developerDashboard: NonNullable<QueryResolvers['developerDashboard']> = async (
  _parent,
  _args,
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  // Staff have their own dashboard (the store's figures); they own no apps.
  if (isAdmin(viewer)) throw new AppError('FORBIDDEN', DASHBOARD_DEVELOPERS_ONLY, 403);
  const today = new Date().toISOString().slice(0, 10);
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
