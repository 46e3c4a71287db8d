import { accessRedirect, isAdmin } from '@vmu/domain';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { accessViewerOf } from '../shared/guards/access-viewer';
import { refuseStoreAccount } from '../shared/guards/refuse-store-account';
import { requireVerifiedViewer } from '../shared/guards/require-verified-viewer';
import type { ViewerMapper } from '../shared/viewer';

export const PAYMENTS_ACCOUNT_NOT_VERIFIED_MESSAGE =
  'Your developer account must be verified by our team before you can set up payments.';
export const PAYMENTS_DEVELOPERS_ONLY_MESSAGE =
  'Payment setup belongs to developer accounts; admin accounts have no payouts.';

/**
 * Payment setup belongs to the main area (docs/product.md, "Access to the main area"): a signed-in
 * user with a verified email whose developer account staff verified. Admins are not paid, so unlike
 * the apps operations they are refused here rather than let through.
 */
export function requirePaymentsDeveloper(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const viewer = requireVerifiedViewer(ctx);
  refuseStoreAccount(viewer);
  if (isAdmin(viewer)) {
    throw new AppError('FORBIDDEN', PAYMENTS_DEVELOPERS_ONLY_MESSAGE, 403);
  }
  // The main area's rule, as the web app's screens apply it.
  if (accessRedirect('main', accessViewerOf(viewer)) !== null) {
    throw new AppError('ACCOUNT_NOT_VERIFIED', PAYMENTS_ACCOUNT_NOT_VERIFIED_MESSAGE, 403);
  }
  return viewer;
}
