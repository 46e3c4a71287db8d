import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { application, applicationVersion, storedFile } from '../../../db/schema/apps';
import type { Storage } from '../../../platform/storage/storage';

export type FileCleanupDeps = { db: Database; storage: Storage; log: FastifyBaseLogger };

/** Every stored-file key an app's assets hold. */
export function keysOfAssets(assets: typeof application.$inferSelect.assets): string[] {
  return [
    assets.vmupack,
    assets.vmuIcon,
    assets.webIcon,
    assets.heroBanner,
    assets.vmuBanner,
    ...assets.screenshots.web,
    ...assets.screenshots.vmu,
  ].filter((key): key is string => !!key);
}

// Whether an assets object (an app's, or a version's proposed listing's) names the key.
const assetsHold = (assets: SQL, key: AnyColumn) => sql`(
  ${assets}->>'vmupack' = ${key} or ${assets}->>'vmuIcon' = ${key}
  or ${assets}->>'webIcon' = ${key} or ${assets}->>'heroBanner' = ${key}
  or ${assets}->>'vmuBanner' = ${key}
  or ${assets}->'screenshots'->'web' @> jsonb_build_array(${key}::text)
  or ${assets}->'screenshots'->'vmu' @> jsonb_build_array(${key}::text)
)`;

// Whether any of the owner's apps still shows the key, or any version was submitted with it or
// proposes it in its listing: a draft update's files and a superseded version's package stay
// (the upload clean-up job asks it of every old stored_file row, the owner being its column).
export const stillReferenced = (ownerId: string | AnyColumn, key: AnyColumn) => sql<boolean>`(
  exists (
    select 1 from ${application} a
    where a.developer_id = ${ownerId} and ${assetsHold(sql`a.assets`, key)}
  ) or exists (
    select 1 from ${applicationVersion} v
    join ${application} va on va.id = v.application_id
    where va.developer_id = ${ownerId}
      and (v.binary_key = ${key} or ${assetsHold(sql`(v.listing->'assets')`, key)})
  )
)`;

/**
 * Removes the owner's files among `keys` that nothing references any more, from storage and
 * then from stored_file. Runs after the change that dropped them committed; a failure is
 * logged (the app change stands) and leaves at most an orphaned file, never a dangling key.
 */
export async function removeUnreferencedFiles(
  deps: FileCleanupDeps,
  ownerId: string,
  keys: readonly string[],
): Promise<string[]> {
  const candidates = [...new Set(keys)];
  if (candidates.length === 0) return [];
  try {
    const rows = await deps.db
      .select({ key: storedFile.key, referenced: stillReferenced(ownerId, storedFile.key) })
      .from(storedFile)
      .where(and(eq(storedFile.ownerId, ownerId), inArray(storedFile.key, candidates)));
    const unreferenced = rows.filter((row) => !row.referenced).map((row) => row.key);
    if (unreferenced.length === 0) return [];
    await deps.storage.delete(unreferenced);
    await deps.db
      .delete(storedFile)
      .where(and(eq(storedFile.ownerId, ownerId), inArray(storedFile.key, unreferenced)));
    return unreferenced;
  } catch (error) {
    deps.log.error({ err: error, ownerId, keys: candidates }, 'removing replaced app files failed');
    return [];
  }
}
