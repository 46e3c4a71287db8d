import { isAdmin } from '@vmu/domain';
import { needsStaffTwoFactorSetup } from '@vmu/domain/auth/two-factor';
import type { Database } from '../../db/client';
import type { ViewerMapper } from '../shared/viewer';
import { isStaffTwoFactorRequired } from '../portal-settings';

/**
 * The viewer, marked when they are staff who must use two-factor sign-in and have not turned it
 * on: requireAdmin then refuses every admin operation and the web sends them to set it up. Only
 * staff without it cost the settings' read.
 */
export async function withStaffTwoFactorCheck(
  db: Database,
  viewer: ViewerMapper,
): Promise<ViewerMapper> {
  if (!isAdmin(viewer) || viewer.twoFactorEnabled) return viewer;
  const twoFactorSetupRequired = needsStaffTwoFactorSetup({
    isStaff: true,
    twoFactorEnabled: viewer.twoFactorEnabled,
    staffTwoFactorRequired: await isStaffTwoFactorRequired(db),
  });
  return twoFactorSetupRequired ? { ...viewer, twoFactorSetupRequired } : viewer;
}
