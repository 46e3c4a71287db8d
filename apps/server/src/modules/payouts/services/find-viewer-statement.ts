import { and, eq } from 'drizzle-orm';
import { isAdmin } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { payoutStatement, type PayoutStatementRow } from '../../../db/schema/payouts';
import { isApplicationId as isUuid } from '../../apps';
import type { ViewerMapper } from '../../shared/viewer';

/**
 * A closed statement the viewer may see: their own, or any for staff. Null for an id that names
 * no statement, one of another developer's (so ids cannot be probed) and anything not a uuid
 * (which must never reach the uuid column). The caller has already applied its area's guard.
 */
export async function findViewerStatement(
  db: Database,
  viewer: Pick<ViewerMapper, 'id' | 'role'>,
  id: string,
): Promise<PayoutStatementRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(payoutStatement)
    .where(
      and(
        eq(payoutStatement.id, id),
        isAdmin(viewer) ? undefined : eq(payoutStatement.developerId, viewer.id),
      ),
    );
  return row ?? null;
}
