import { eq } from 'drizzle-orm';
import { isAdmin } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { applicationNotFound, isApplicationId } from '../../apps';
import type { ViewerMapper } from '../../shared/viewer';
import type { AnalyticsScope } from './read-analytics';

/**
 * Whose figures a viewer of the main area asks for: one app (its developer's, or any for
 * staff; another developer's app is NOT_FOUND like a missing one), all of a developer's own
 * apps, or the whole store for staff.
 */
export async function analyticsScopeOf(
  db: Database,
  viewer: ViewerMapper,
  appId: string | null | undefined,
): Promise<AnalyticsScope> {
  const staff = isAdmin(viewer);
  if (appId == null) return staff ? { store: true } : { developerId: viewer.id };
  if (!isApplicationId(appId)) throw applicationNotFound();
  const [app] = await db
    .select({ id: application.id, developerId: application.developerId })
    .from(application)
    .where(eq(application.id, appId));
  if (!app || (!staff && app.developerId !== viewer.id)) throw applicationNotFound();
  return { applicationId: app.id, developerId: app.developerId };
}
