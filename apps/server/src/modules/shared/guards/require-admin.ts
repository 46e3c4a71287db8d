import { isAdmin } from '@vmu/domain';
import { STAFF_TWO_FACTOR_REQUIRED_MESSAGE } from '@vmu/domain/auth/two-factor';
import { AppError } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import type { ViewerMapper } from '../viewer';

/**
 * Staff operations (docs/product.md, "Roles and permissions"): a signed-in user whose session role
 * is admin. Every admin resolver calls this first, before it parses or reads anything else.
 */
export function requireAdmin(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const { viewer } = ctx;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  if (!isAdmin(viewer)) throw new AppError('FORBIDDEN', 'Admin access required.', 403);
  refuseStaffWithoutTwoFactor(viewer);
  return viewer;
}

/**
 * Staff required to use two-factor sign-in who have not turned it on use none of staff's powers
 * (decision 0046): the admin operations, and what the main area lets staff see of everyone
 * (the store's analytics, every sale, any payout statement).
 */
export function refuseStaffWithoutTwoFactor(viewer: ViewerMapper): void {
  if (isAdmin(viewer) && viewer.twoFactorSetupRequired) {
    throw new AppError('TWO_FACTOR_REQUIRED', STAFF_TWO_FACTOR_REQUIRED_MESSAGE, 403);
  }
}
