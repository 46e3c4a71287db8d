import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application, applicationVersion } from '../../../db/schema/apps';
import type { ApplicationRow, ApplicationVersionRow } from '../../apps';
import { isVersionId, versionNotFound } from '../../shared/version-lookup';

/**
 * One version with its app, as `viewer` may see it: a version of their own app, or for admins
 * (`anyOwner`) any version that was submitted (a draft is its developer's alone). NOT_FOUND
 * for anything else, a missing version and an id that is not a version id alike.
 */
export async function findApplicationVersion(
  db: Database,
  versionId: string,
  viewer: { id: string; anyOwner: boolean },
): Promise<{ version: ApplicationVersionRow; app: ApplicationRow }> {
  if (!isVersionId(versionId)) throw versionNotFound();
  const [found] = await db
    .select({ version: applicationVersion, app: application })
    .from(applicationVersion)
    .innerJoin(application, eq(application.id, applicationVersion.applicationId))
    .where(eq(applicationVersion.id, versionId));
  if (!found) throw versionNotFound();
  const own = found.app.developerId === viewer.id;
  if (!own && !(viewer.anyOwner && found.version.reviewStatus !== 'DRAFT')) {
    throw versionNotFound();
  }
  return found;
}
