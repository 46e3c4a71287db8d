import type { FastifyRequest } from 'fastify';
import { roleOf } from '@vmu/domain';
import { fromNodeHeaders } from 'better-auth/node';
// The cookie parser better-auth itself reads the Cookie header with (the same version).
import { parseCookies } from 'better-call';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, session, user } from '../../db/schema/accounts';
import { developerProfile } from '../../db/schema/developers';
import { preparedPerDatabase } from '../shared/prepared-query';
import type { Auth } from './auth';
import { withStaffTwoFactorCheck } from '../two-factor';
import { findViewerDetails, viewerColumns, viewerDetailsOf } from '../shared/viewer-details';
import type { ViewerMapper } from '../shared/viewer';
import { verifiedCookieValue } from './signed-cookie';

/** What reading a session needs from better-auth's own configuration, read once per server. */
type SessionSettings = {
  secret: string;
  sessionCookie: string;
  dontRememberCookie: string;
  expiresInMs: number;
  updateAgeMs: number;
};

const settingsByAuth = new WeakMap<Auth, Promise<SessionSettings>>();

function sessionSettingsOf(auth: Auth): Promise<SessionSettings> {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      secret: context.secret,
      sessionCookie: context.authCookies.sessionToken.name,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsByAuth.set(auth, settings);
  }
  return settings;
}

// The session, its user, and the user's accounts and developer profile, in one round trip.
const findSessionViewer = preparedPerDatabase((db) =>
  db
    .select({ expiresAt: session.expiresAt, ...viewerColumns })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(account, eq(account.userId, user.id))
    .leftJoin(developerProfile, eq(developerProfile.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('viewer_of_session_token'),
);

/**
 * Who sends this request: the session user with their sign-in provider and developer-profile
 * summary, or null without a session. GraphQL puts it in the context; the upload routes ask it
 * for themselves.
 *
 * It accepts exactly the sessions better-auth's getSession accepts, read in one query instead
 * of three and without its endpoint machinery (decision 0029): a cookie signed with the auth
 * secret whose session row exists and has not expired. Nothing is cached: a revoked or signed
 * out session is refused by the next request. When the session has expired (better-auth then
 * deletes it) or is due to be extended (once a day, unless 'remember me' was off), better-auth
 * itself reads it, so the session's life stays its business.
 */
export async function resolveViewer(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
): Promise<ViewerMapper | null> {
  // No session cookie, no database round trip.
  const header = request.headers.cookie;
  if (!header?.includes('session_token')) return null;
  const settings = await sessionSettingsOf(auth);
  const cookies = parseCookies(header);
  const token = verifiedCookieValue(cookies.get(settings.sessionCookie), settings.secret);
  if (!token) return null;
  const rows = await findSessionViewer(db).execute({ token });
  const first = rows[0];
  if (!first) return null;
  const now = Date.now();
  const expiresAt = first.expiresAt.getTime();
  const dueForRefresh =
    expiresAt - settings.expiresInMs + settings.updateAgeMs <= now &&
    !verifiedCookieValue(cookies.get(settings.dontRememberCookie), settings.secret);
  const viewer =
    expiresAt < now || dueForRefresh
      ? await viewerFromBetterAuth(auth, db, request)
      : viewerOf(first, viewerDetailsOf(rows));
  return viewer && withStaffTwoFactorCheck(db, viewer);
}

type SessionUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
  image?: string | null;
  createdAt: Date | string;
};

/** The viewer of a user and their sign-in provider and developer summary (a session's, an API token's). */
export function viewerOf(
  user: SessionUser,
  details: Pick<ViewerMapper, 'provider' | 'developer'>,
): ViewerMapper {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleOf(user),
    emailVerified: user.emailVerified,
    ...details,
    image: user.image ?? null,
    createdAt: new Date(user.createdAt),
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    // Staff only: resolveViewer asks the settings (withStaffTwoFactorCheck).
    twoFactorSetupRequired: false,
  };
}

/** The viewer through better-auth's getSession, which also extends or deletes the session. */
async function viewerFromBetterAuth(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
): Promise<ViewerMapper | null> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  return viewerOf(found.user, await findViewerDetails(db, found.user.id));
}
