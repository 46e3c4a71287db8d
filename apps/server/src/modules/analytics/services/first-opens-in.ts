import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { daysIn } from '@vmu/domain';
import { OPEN_RECENCY_DAYS } from '../../../db/schema/analytics';

/**
 * The rows of app_daily_open_recency that count the devices opening an app in a window of days:
 * the opens in it whose device had not opened the app since before the window started, one per
 * device (decision 0040). Summed per app, the app's distinct devices of the window. Exact for
 * windows of up to OPEN_RECENCY_DAYS days (a month, the dashboard's 30 days); without `to`, the
 * window ends today.
 */
export function firstOpensIn(from: string | Placeholder, to?: string): SQL {
  if (typeof from === 'string' && to !== undefined && daysIn(from, to) > OPEN_RECENCY_DAYS)
    throw new RangeError(`${from}..${to} is longer than ${OPEN_RECENCY_DAYS} days`);
  const start = sql`${from}::date`;
  const end = to === undefined ? sql`` : sql`and day <= ${to}::date`;
  return sql`(day >= ${start} ${end} and days_since_previous_open > day - ${start})`;
}
