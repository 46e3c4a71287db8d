import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { storedFile } from '../../../db/schema/apps';
import type { JobDefinition, JobLog } from '../../../platform/jobs/job-queue';
import type { Storage } from '../../../platform/storage/storage';
import { stillReferenced } from '../../apps';

export const REMOVE_DELETED_ACCOUNT_FILES_JOB = 'remove-deleted-account-files';

/** Files removed per round: storage deletes in batches, the rows follow each batch. */
const BATCH = 200;

/**
 * Removes a deleted account's uploaded files that none of its kept apps (published once, kept
 * off the store) or their versions use: the bytes first, then the rows, so a row never names a
 * missing file. Run again, it finds nothing more to do.
 */
export async function removeDeletedAccountFiles(
  deps: { db: Database; storage: Storage },
  accountId: string,
): Promise<number> {
  const unused = and(
    eq(storedFile.ownerId, accountId),
    sql`not ${stillReferenced(accountId, storedFile.key)}`,
  );
  let removed = 0;
  for (;;) {
    const rows = await deps.db
      .select({ key: storedFile.key })
      .from(storedFile)
      .where(unused)
      .limit(BATCH);
    if (rows.length === 0) return removed;
    const keys = rows.map((row) => row.key);
    await deps.storage.delete(keys);
    await deps.db.delete(storedFile).where(and(unused, inArray(storedFile.key, keys)));
    removed += keys.length;
  }
}

/** The durable job queued by a deletion's transaction. */
export function removeDeletedAccountFilesJob(deps: {
  db: Database;
  storage: Storage;
  log: JobLog;
}): JobDefinition<{ accountId: string }> {
  return {
    name: REMOVE_DELETED_ACCOUNT_FILES_JOB,
    retryLimit: 12,
    retryDelaySeconds: 30,
    async handle({ accountId }) {
      const removed = await removeDeletedAccountFiles(deps, accountId);
      deps.log.info({ accountId, removed }, "removed a deleted account's uploaded files");
    },
  };
}
