import { accessRedirect } from '@vmu/domain';
import { AppError } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import type { ViewerMapper } from '../viewer';
import { accessViewerOf } from './access-viewer';
import { refuseStoreAccount } from './refuse-store-account';
import { requireVerifiedViewer } from './require-verified-viewer';

export const ADMIN_NOT_DEVELOPER_MESSAGE =
  'Admins do not onboard or keep a developer profile: staff work from the admin dashboard.';

/**
 * Onboarding and the developer profile belong to developers: an admin who saved a step would
 * become a pending developer in the review queue (decision 0018). The web app sends admins to
 * /admin/dashboard; this refuses the same through the API.
 */
export function requireDeveloperViewer(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const viewer = requireVerifiedViewer(ctx);
  refuseStoreAccount(viewer);
  // The onboarding area's rule: it sends admins to their dashboard, developers may pass.
  if (accessRedirect('onboarding', accessViewerOf(viewer)) !== null) {
    throw new AppError('ADMIN_NOT_DEVELOPER', ADMIN_NOT_DEVELOPER_MESSAGE, 403);
  }
  return viewer;
}
