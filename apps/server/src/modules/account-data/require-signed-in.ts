import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { ViewerMapper } from '../shared/viewer';

/**
 * An account acts only on itself here: whoever is signed in, of any role (store accounts and
 * staff hold data too). Nothing in these operations takes another account's id.
 */
export function requireSignedIn(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  return ctx.viewer;
}
