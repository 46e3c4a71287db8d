import { and, eq, inArray } from 'drizzle-orm';
import { canDeleteApp, DELETABLE_STATUSES } from '@vmu/domain';
import { application, applicationVersion } from '../../../db/schema/apps';
import { invalidTransition } from '../application-errors';
import { findApplication } from './find-application';
import {
  keysOfAssets,
  removeUnreferencedFiles,
  type FileCleanupDeps,
} from './remove-unreferenced-files';

/**
 * Deletes a DRAFT or REJECTED app with its versions (conditional on that status, so it cannot
 * race a submit), then removes its files: every asset and every version's package, from
 * storage and stored_file, unless another of the developer's apps still uses one.
 */
export async function deleteApplication(
  deps: FileCleanupDeps,
  request: { appId: string; developerId: string },
): Promise<{ appId: string }> {
  const { db } = deps;
  const { appId, developerId } = request;
  const current = await findApplication(db, appId, { id: developerId });
  if (!canDeleteApp(current.status)) throw invalidTransition('delete', current.status);

  const keys = await db.transaction(async (tx) => {
    const versions = await tx
      .select({ binaryKey: applicationVersion.binaryKey })
      .from(applicationVersion)
      .where(eq(applicationVersion.applicationId, appId));
    const [deleted] = await tx
      .delete(application)
      .where(
        and(
          eq(application.id, appId),
          eq(application.developerId, developerId),
          inArray(application.status, [...DELETABLE_STATUSES]),
        ),
      )
      .returning({ assets: application.assets });
    if (!deleted) {
      const now = await findApplication(tx, appId, { id: developerId });
      throw invalidTransition('delete', now.status);
    }
    return [
      ...keysOfAssets(deleted.assets),
      ...versions.flatMap((version) => (version.binaryKey ? [version.binaryKey] : [])),
    ];
  });

  await removeUnreferencedFiles(deps, developerId, keys);
  return { appId };
}
