import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsRange } from '@vmu/domain';

/** A timestamptz column's moments within the range's UTC days, both ends' days whole. */
export const withinUtcDays = (column: SQL, { from, to }: Pick<AnalyticsRange, 'from' | 'to'>) =>
  sql`${column} >= (${from}::date)::timestamp at time zone 'UTC'
    and ${column} < (${to}::date + 1)::timestamp at time zone 'UTC'`;

/** The UTC day of a timestamptz column, as the analytics count days. */
export const utcDayOf = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
