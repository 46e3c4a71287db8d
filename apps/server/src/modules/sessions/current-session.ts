import { fromNodeHeaders } from 'better-auth/node';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../errors';
import { requireVerifiedViewer } from '../accounts/require-verified-viewer';

/** The request's own session and its user, read through better-auth from the session cookie. */
export async function requireCurrentSession(
  ctx: Pick<GraphQLContext, 'viewer' | 'app' | 'reply'>,
): Promise<{ userId: string; sessionId: string }> {
  const viewer = requireVerifiedViewer(ctx);
  const found = await ctx.app.auth.api.getSession({
    headers: fromNodeHeaders(ctx.reply.request.headers),
  });
  // The viewer came from the same cookie; a session that ended in between is signed out.
  if (!found || found.user.id !== viewer.id) {
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  }
  return { userId: viewer.id, sessionId: found.session.id };
}
