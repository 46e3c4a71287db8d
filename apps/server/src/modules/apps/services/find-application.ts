import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { applicationNotFound, isApplicationId } from '../application-errors';
import type { ApplicationRow } from '../schema.mappers';

/**
 * One application, as `viewer` may see it: their own, or any for `anyOwner` (admins reading).
 * NOT_FOUND for another developer's app, a missing one and an id that is not an app id alike.
 */
export async function findApplication(
  db: Database,
  appId: string,
  viewer: { id: string; anyOwner?: boolean },
): Promise<ApplicationRow> {
  if (!isApplicationId(appId)) throw applicationNotFound();
  const [row] = await db
    .select()
    .from(application)
    .where(
      and(
        eq(application.id, appId),
        viewer.anyOwner ? undefined : eq(application.developerId, viewer.id),
      ),
    );
  if (!row) throw applicationNotFound();
  return row;
}
