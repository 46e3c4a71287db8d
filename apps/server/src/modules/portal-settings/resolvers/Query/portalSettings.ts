import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { portalSettingsView } from '../../portal-settings-view';
import { readPortalSettings } from '../../services/read-portal-settings';

export const portalSettings: NonNullable<QueryResolvers['portalSettings']> = async (
  _parent,
  _arg,
  ctx,
) => {
  requireAdmin(ctx);
  return portalSettingsView(await readPortalSettings(ctx.db), ctx.defaultSupportEmail);
};
