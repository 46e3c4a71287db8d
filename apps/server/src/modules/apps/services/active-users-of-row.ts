import { sql, type Placeholder } from 'drizzle-orm';
import { appDailyActivity } from '../../../db/schema/analytics';
import { application } from '../../../db/schema/apps';
import { inWindow, opensFirstSince } from '../../analytics/services/opens-first-since';

/**
 * An application row's active users, as a column of a page's own query: the same count as the
 * apps' loader reads for cards asked one by one (request-loaders.ts), the devices of the
 * window's daily rows each at its first open (decision 0040), `since` the window's first day
 * (activeUsersWindowStart). A list that shows them reads them in its round trip rather than in
 * a second query after it (issue 15).
 */
export function activeUsersOfRow(since: string | Placeholder) {
  return sql<number>`(
    select coalesce(sum(${opensFirstSince(since)}), 0)::integer
    from ${appDailyActivity}
    where ${appDailyActivity.applicationId} = ${application.id} and ${inWindow(since)}
  )`;
}

/** A page that did not ask for them reads a constant in their place: one row shape. */
export const noActiveUsers = sql<number | null>`null::integer`;
