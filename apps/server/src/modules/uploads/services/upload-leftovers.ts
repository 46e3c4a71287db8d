import fs from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { storedFile } from '../../../db/schema/apps';
import type { JobDefinition, JobLog } from '../../../platform/jobs/job-queue';
import type { Storage } from '../../../platform/storage/storage';
import { stillReferenced } from '../../apps';

/** Every upload body is spooled to a file of this name before it is checked and stored. */
export const UPLOAD_SPOOL_PREFIX = 'vmu-upload-';
/** A spool file nobody wrote to for this long belongs to an upload a crash cut off. */
export const SPOOL_IDLE_MS = 10 * 60 * 1000;
/** An upload no app took up within this long is expired, bytes and row. */
export const UNATTACHED_UPLOAD_HOURS = 24;

export const UPLOAD_CLEANUP_JOB = 'upload-cleanup';

/**
 * Removes spooled bodies left by a crash (an upload in progress keeps writing its file, so an
 * idle one is nobody's); returns the names removed.
 */
export async function removeSpoolLeftovers(spoolDir: string, now = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(spoolDir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(UPLOAD_SPOOL_PREFIX)) continue;
    const file = path.join(spoolDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || now - stat.mtimeMs < SPOOL_IDLE_MS) continue;
    await fs.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Uploads that no app or version references UNATTACHED_UPLOAD_HOURS after they arrived: their
 * bytes leave the storage first, then their rows, so a row never names a missing file.
 */
export async function expireUnattachedUploads(
  deps: { db: Database; storage: Storage },
  now = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000);
  const unattached = and(
    lt(storedFile.createdAt, cutoff),
    sql`not ${stillReferenced(storedFile.ownerId, storedFile.key)}`,
  );
  const rows = await deps.db
    .select({ key: storedFile.key })
    .from(storedFile)
    .where(unattached)
    .limit(500);
  const keys = rows.map((row) => row.key);
  if (keys.length === 0) return [];
  await deps.storage.delete(keys);
  await deps.db.delete(storedFile).where(and(unattached, inArray(storedFile.key, keys)));
  return keys;
}

/** Hourly, on one server: crashed uploads' spool files and uploads nobody attached. */
export function uploadCleanupJob(deps: {
  db: Database;
  storage: Storage;
  spoolDir: string;
  log: JobLog;
}): JobDefinition<object> {
  return {
    name: UPLOAD_CLEANUP_JOB,
    cron: '17 * * * *',
    retryLimit: 2,
    async handle() {
      const spooled = await removeSpoolLeftovers(deps.spoolDir);
      const expired = await expireUnattachedUploads(deps);
      if (spooled.length + expired.length > 0) {
        deps.log.info(
          { spooled: spooled.length, expired: expired.length },
          'removed upload leftovers',
        );
      }
    },
  };
}
