import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationVersion } from '../../../db/schema/apps';
import type { ApplicationVersionRow } from '../../apps';

/**
 * An app's newest update row, or null. One update is open at a time and a new one can start
 * only when none is, so the open one (DRAFT or PENDING), when there is one, is the newest.
 */
export async function newestUpdateOf(
  tx: Database,
  appId: string,
): Promise<ApplicationVersionRow | null> {
  const [row] = await tx
    .select()
    .from(applicationVersion)
    .where(and(eq(applicationVersion.applicationId, appId), eq(applicationVersion.isUpdate, true)))
    .orderBy(desc(applicationVersion.createdAt), desc(applicationVersion.id))
    .limit(1);
  return row ?? null;
}
