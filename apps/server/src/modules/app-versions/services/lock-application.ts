import { and, eq, inArray } from 'drizzle-orm';
import { APP_STATUSES, hasBeenPublished } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import type { ApplicationRow } from '../../apps';

/** The statuses an app can receive an update in: published, or suspended from the store. */
export const UPDATABLE_STATUSES = APP_STATUSES.filter(hasBeenPublished);

/**
 * Locks the app row for the rest of the transaction (select ... for update): every change to
 * an app's updates (save, withdraw, approve, reject) and unpublishing take this lock first, so
 * they happen one after the other and each sees what the one before committed. With
 * `developerId` only that developer's app, with `published` only while LIVE or SUSPENDED; null
 * when no row matched.
 */
export async function lockApplication(
  tx: Database,
  target: { appId: string; developerId?: string; published?: boolean },
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(application)
    .where(
      and(
        eq(application.id, target.appId),
        target.developerId ? eq(application.developerId, target.developerId) : undefined,
        target.published ? inArray(application.status, UPDATABLE_STATUSES) : undefined,
      ),
    )
    .for('update');
  return row ?? null;
}
