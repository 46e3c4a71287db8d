import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';

/**
 * Whether any app of the store holds `bundleIdentifier` (SPEC section 3, Bundle check result).
 * The holder's id is told only to its own developer, so the check leaks no one else's ids.
 */
export async function checkBundleIdentifier(
  db: Database,
  bundleIdentifier: string,
  viewerId: string,
): Promise<{ exists: boolean; existingAppId: string | null }> {
  const [holder] = await db
    .select({ id: application.id, developerId: application.developerId })
    .from(application)
    .where(eq(application.bundleIdentifier, bundleIdentifier));
  if (!holder) return { exists: false, existingAppId: null };
  return { exists: true, existingAppId: holder.developerId === viewerId ? holder.id : null };
}
