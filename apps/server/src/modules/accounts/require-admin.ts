import { isAdmin } from '@vmu/domain';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { ViewerMapper } from './schema.mappers';

/**
 * Staff operations (SPEC section 5, Admin): a signed-in user whose session role is admin.
 * Every admin resolver calls this first, before it parses or reads anything else.
 */
export function requireAdmin(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const { viewer } = ctx;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  if (!isAdmin(viewer)) throw new AppError('FORBIDDEN', 'Admin access required.', 403);
  return viewer;
}
