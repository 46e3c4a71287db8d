import { API_TOKENS_FOR_DEVELOPERS_ONLY, holdsApiTokens } from '@vmu/domain';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { accessViewerOf } from '../shared/guards/access-viewer';
import type { ViewerMapper } from '../shared/viewer';
import { requireAppsViewer } from '../shared/guards/require-apps-viewer';

/**
 * Whether this account's API tokens may act (decision 0043): a developer of the main area (a
 * verified email and a developer account staff verified), never a store account or staff. Asked
 * when a token is made and again at every use, so a developer rejected or put back in review
 * after making a token finds it stops working at once.
 */
export function mayHoldApiTokens(viewer: ViewerMapper): boolean {
  return holdsApiTokens(accessViewerOf(viewer));
}

/**
 * The GraphQL operations on tokens: the signed-in developer of the main area. The refusals are
 * the other developer operations' (sign in, verify the email, a store account, a developer
 * account not verified yet); staff, who pass those, are told tokens are for developers.
 */
export function requireApiTokenHolder(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const viewer = requireAppsViewer(ctx);
  if (!mayHoldApiTokens(viewer)) {
    throw new AppError('ACCOUNT_NOT_ALLOWED', API_TOKENS_FOR_DEVELOPERS_ONLY, 403);
  }
  return viewer;
}
