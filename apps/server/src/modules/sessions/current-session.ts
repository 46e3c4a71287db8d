import { fromNodeHeaders } from 'better-auth/node';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../errors';
import { requireSignedIn } from '../account-data';

/**
 * The request's own session and its user, read through better-auth from the session cookie.
 * Any signed-in account, verified or not, of any role, manages its own sessions (decision 0050).
 */
export async function requireCurrentSession(
  ctx: Pick<GraphQLContext, 'viewer' | 'app' | 'reply'>,
): Promise<{ userId: string; sessionId: string }> {
  const viewer = requireSignedIn(ctx);
  const found = await ctx.app.auth.api.getSession({
    headers: fromNodeHeaders(ctx.reply.request.headers),
  });
  // The viewer came from the same cookie; a session that ended in between is signed out.
  if (!found || found.user.id !== viewer.id) {
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  }
  return { userId: viewer.id, sessionId: found.session.id };
}
