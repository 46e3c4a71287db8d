import { needsEmailVerification } from '@vmu/domain';
import { AppError } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import { accessViewerOf } from './access-viewer';
import type { ViewerMapper } from '../viewer';

/**
 * docs/product.md, "Access to the main area": onboarding needs a signed-in user whose email counts
 * as verified.
 */
export function requireVerifiedViewer(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const { viewer } = ctx;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  if (needsEmailVerification(accessViewerOf(viewer))) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email address first.', 403);
  }
  return viewer;
}
