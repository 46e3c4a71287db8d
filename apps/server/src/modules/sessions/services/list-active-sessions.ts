import { describeDevice } from '@vmu/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { session } from '../../../db/schema/accounts';
import type { ActiveSessionMapper } from '../schema.mappers';

/** The user's sessions that have not expired: this one first, then the most recently used. */
export async function listActiveSessions(
  db: Pick<Database, 'select'>,
  current: { userId: string; sessionId: string },
): Promise<ActiveSessionMapper[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, current.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      signedInAt: row.createdAt,
      lastActiveAt: row.updatedAt,
      isCurrent: row.id === current.sessionId,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}
