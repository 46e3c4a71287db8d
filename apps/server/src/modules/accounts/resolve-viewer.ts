import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../../db/client';
import type { Auth } from './auth';
import { findViewerDetails } from './find-viewer-details';
import type { ViewerMapper } from './schema.mappers';

/**
 * Who sends this request: the session user with their sign-in provider and developer-profile
 * summary, or null without a session. GraphQL puts it in the context; the upload routes ask it
 * for themselves.
 */
export async function resolveViewer(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
): Promise<ViewerMapper | null> {
  // No session cookie, no database round trip.
  if (!request.headers.cookie?.includes('session_token')) return null;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, role, emailVerified, image, createdAt } = session.user;
  const { provider, developer } = await findViewerDetails(db, id);
  return {
    id,
    email,
    name,
    role: role === 'admin' ? 'admin' : 'developer',
    emailVerified,
    provider,
    developer,
    image: image ?? null,
    createdAt: new Date(createdAt),
  };
}
