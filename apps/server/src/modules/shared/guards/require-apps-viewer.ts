import { accessRedirect } from '@vmu/domain';
import { AppError } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import { accessViewerOf } from './access-viewer';
import { refuseStoreAccount } from './refuse-store-account';
import { refuseStaffWithoutTwoFactor } from './require-admin';
import { requireVerifiedViewer } from './require-verified-viewer';
import type { ViewerMapper } from '../viewer';

export const ACCOUNT_NOT_VERIFIED_MESSAGE =
  'Your developer account must be verified by our team before you can manage apps.';

/**
 * The apps operations belong to the main area (docs/product.md, "Access to the main area"): a
 * signed-in user with a verified email whose developer account staff verified. Admins are staff and
 * pass, once they use two-factor sign-in if staff must. The domain's rule for the main area
 * decides, as it does for the web app's screens.
 */
export function requireAppsViewer(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const viewer = requireVerifiedViewer(ctx);
  refuseStoreAccount(viewer);
  if (accessRedirect('main', accessViewerOf(viewer)) !== null) {
    throw new AppError('ACCOUNT_NOT_VERIFIED', ACCOUNT_NOT_VERIFIED_MESSAGE, 403);
  }
  refuseStaffWithoutTwoFactor(viewer);
  return viewer;
}
