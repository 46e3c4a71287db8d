import { CURRENT_SESSION_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from '@vmu/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { session } from '../../../db/schema/accounts';
import { AppError } from '../../../errors';
import type { ActiveSessionMapper } from '../schema.mappers';
import { listActiveSessions } from './list-active-sessions';

type CurrentSession = { userId: string; sessionId: string };

/**
 * Ends one of the user's other sessions: its row goes, so its next request is signed out
 * (sessions are read from the database on every request, decision 0029). Only the user's own.
 */
export async function signOutSession(
  db: Database,
  current: CurrentSession,
  sessionId: string,
): Promise<ActiveSessionMapper[]> {
  if (sessionId === current.sessionId) {
    throw new AppError('CURRENT_SESSION', CURRENT_SESSION_MESSAGE, 400);
  }
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, current.userId)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new AppError('SESSION_NOT_FOUND', SESSION_NOT_FOUND_MESSAGE, 404);
  return listActiveSessions(db, current);
}

/** Ends every session of the user but the current one. */
export async function signOutOtherSessions(
  db: Database,
  current: CurrentSession,
): Promise<ActiveSessionMapper[]> {
  await db
    .delete(session)
    .where(and(eq(session.userId, current.userId), ne(session.id, current.sessionId)));
  return listActiveSessions(db, current);
}
