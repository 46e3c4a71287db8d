import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { daysIn } from '@vmu/domain';
import { OPEN_RECENCY_DAYS } from '../../db/schema/analytics';

/**
 * Of a day's opens of an app (a row of app_daily_activity), those whose device had not opened
 * the app since before `from`: its opens by recency from the day's distance to `from` on
 * (decision 0040). Summed over an app's days of a window starting at `from`, each device that
 * opened the app in the window counts once, at its first open there. Exact for windows of up to
 * OPEN_RECENCY_DAYS days (a month, the dashboard's 30 days); only for rows of the window.
 */
export function opensFirstSince(from: string | Placeholder): SQL {
  return sql`(select coalesce(sum(opens), 0) from unnest(opens_by_recency[day - ${from}::date + 1:]) opens)`;
}

/**
 * A window's days, refused (a programming error) when longer than the recency tells apart;
 * without `to`, the window ends today.
 */
export function inWindow(from: string | Placeholder, to?: string): SQL {
  if (typeof from === 'string' && to !== undefined && daysIn(from, to) > OPEN_RECENCY_DAYS)
    throw new RangeError(`${from}..${to} is longer than ${OPEN_RECENCY_DAYS} days`);
  return to === undefined
    ? sql`day >= ${from}::date`
    : sql`day between ${from}::date and ${to}::date`;
}
