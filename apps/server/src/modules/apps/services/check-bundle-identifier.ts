import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { preparedPerDatabase } from '../../shared/prepared-query';

// Asked on every keystroke of the app form (debounced): prepared once per database.
const holderOf = preparedPerDatabase((db) =>
  db
    .select({ id: application.id, developerId: application.developerId })
    .from(application)
    .where(eq(application.bundleIdentifier, sql.placeholder('bundleIdentifier')))
    .prepare('bundle_identifier_holder'),
);

/**
 * Whether any app of the store holds `bundleIdentifier` (docs/product.md, "Smaller records", Bundle
 * check result). The holder's id is told only to its own developer, so the check leaks no one
 * else's ids.
 */
export async function checkBundleIdentifier(
  db: Database,
  bundleIdentifier: string,
  viewerId: string,
): Promise<{ exists: boolean; existingAppId: string | null }> {
  const [holder] = await holderOf(db).execute({ bundleIdentifier });
  if (!holder) return { exists: false, existingAppId: null };
  return { exists: true, existingAppId: holder.developerId === viewerId ? holder.id : null };
}
