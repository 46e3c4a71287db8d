import { sql } from 'drizzle-orm';
import { periodStarts, type AnalyticsRange } from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import { periodOf } from '../../analytics';
import { utcDayOf, withinUtcDays } from './utc-days';

export type StoreGrowthCounts = {
  start: string;
  developersJoined: number;
  developersVerified: number;
  appsCreated: number;
  appsPublished: number;
};

export type StoreGrowth = { periods: StoreGrowthCounts[]; totals: StoreGrowthCounts };

const KINDS = ['developersJoined', 'developersVerified', 'appsCreated', 'appsPublished'] as const;
type Kind = (typeof KINDS)[number];

/**
 * New developers and apps per period (decision 0042): developer accounts that completed
 * onboarding for the first time (completed_at is kept on later corrections) and that staff
 * verified (verified_at, of those verified now: a rejection clears it), apps created, and apps
 * that went live for the first time (published_at, set once by a trigger).
 */
export async function readStoreGrowth(db: Database, range: AnalyticsRange): Promise<StoreGrowth> {
  const event = (kind: Kind, column: string, table: string, condition = sql`true`) => {
    const moment = sql.raw(column);
    return sql`select ${kind}::text as kind, ${utcDayOf(moment)} as day from ${sql.raw(table)}
      where ${condition} and ${withinUtcDays(moment, range)}`;
  };
  const period = periodOf(sql.raw('day'), range.grouping);
  const rows = rowsOf<{ kind: Kind; start: string; count: number }>(
    await db.execute(
      sql`select kind, to_char(${period}, 'YYYY-MM-DD') as start, count(*)::integer as count
        from (
          ${event('developersJoined', 'completed_at', 'developer_profile')}
          union all
          ${event('developersVerified', 'verified_at', 'developer_profile', sql`developer_status = 'verified'`)}
          union all
          ${event('appsCreated', 'created_at', 'application')}
          union all
          ${event('appsPublished', 'published_at', 'application')}
        ) events
        group by 1, 2`,
    ),
  );
  const counted = new Map(rows.map((row) => [`${row.kind} ${row.start}`, row.count]));
  const countsOf = (start: string): StoreGrowthCounts => ({
    start,
    developersJoined: counted.get(`developersJoined ${start}`) ?? 0,
    developersVerified: counted.get(`developersVerified ${start}`) ?? 0,
    appsCreated: counted.get(`appsCreated ${start}`) ?? 0,
    appsPublished: counted.get(`appsPublished ${start}`) ?? 0,
  });
  const periods = periodStarts(range).map(countsOf);
  const totals = periods.reduce<StoreGrowthCounts>(
    (sum, each) => ({
      ...sum,
      ...Object.fromEntries(KINDS.map((kind) => [kind, sum[kind] + each[kind]])),
    }),
    {
      start: range.from,
      developersJoined: 0,
      developersVerified: 0,
      appsCreated: 0,
      appsPublished: 0,
    },
  );
  return { periods, totals };
}
