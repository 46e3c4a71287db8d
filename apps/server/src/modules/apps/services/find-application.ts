import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { preparedPerDatabase } from '../../shared/prepared-query';
import { applicationNotFound, isApplicationId } from '../application-errors';
import type { ApplicationRow } from '../schema.mappers';

// Prepared once per database (shared/prepared-query.ts): one app by id, and by id and owner.
const anyOwnersApplication = preparedPerDatabase((db) =>
  db
    .select()
    .from(application)
    .where(eq(application.id, sql.placeholder('appId')))
    .prepare('application_by_id'),
);
const ownApplication = preparedPerDatabase((db) =>
  db
    .select()
    .from(application)
    .where(
      and(
        eq(application.id, sql.placeholder('appId')),
        eq(application.developerId, sql.placeholder('developerId')),
      ),
    )
    .prepare('application_by_id_and_developer'),
);

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
  const [row] = viewer.anyOwner
    ? await anyOwnersApplication(db).execute({ appId })
    : await ownApplication(db).execute({ appId, developerId: viewer.id });
  if (!row) throw applicationNotFound();
  return row;
}
