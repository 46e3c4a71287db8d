import { sql, type Placeholder } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import { appDailyActivity } from '../../../db/schema/analytics';
import { application } from '../../../db/schema/apps';
import { requestedFieldsAt } from '../../../graphql/requested-fields';
import { inWindow, opensFirstSince } from '../../shared/opens-by-recency';

/**
 * An application row's active users, as a column of a query over `application`: the devices of
 * the window's daily rows each at its first open (decision 0040), `since` the window's first
 * day (activeUsersWindowStart). A list page reads it in its own round trip rather than in a
 * second query after it (decision 0032); the apps' loader reads it for apps asked one by one.
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

/** Whether a list's items ask for their active users (an app card does). */
export function itemsShowActiveUsers(info: GraphQLResolveInfo): boolean {
  return requestedFieldsAt(info, ['items', 'analytics']).has('activeUsers');
}

/** A page's active users by app, when it read them (asked), for the apps' loader to answer. */
export function activeUsersByApp(
  asked: boolean | undefined,
  items: readonly { row: { id: string }; activeUsers: number | null }[],
): Map<string, number> | null {
  return asked ? new Map(items.map(({ row, activeUsers }) => [row.id, activeUsers ?? 0])) : null;
}
