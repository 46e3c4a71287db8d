import { sql } from 'drizzle-orm';
import {
  ACTIVE_USERS_WINDOW_DAYS,
  activeUsersWindowStart,
  addDays,
  type Currency,
} from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import { inWindow, opensFirstSince } from '../../shared/opens-by-recency';

export type DashboardFigure = { last30Days: number; previous30Days: number };
export type DeveloperDashboard = {
  apps: { total: number; live: number; inReview: number; draft: number };
  downloads: DashboardFigure;
  activeUsers: DashboardFigure;
  revenue: { currency: Currency; last30Days: bigint; previous30Days: bigint }[];
};

// The dashboard compares the active-users window with the one before it, for every figure.
const DAYS = ACTIVE_USERS_WINDOW_DAYS;

/**
 * The dashboard's figures of one developer (decision 0040): their apps by state, and the last 30
 * UTC days against the 30 before in downloads, active users (distinct devices per app, as the
 * analytics' monthly figure) and their share of net revenue per currency. The same daily figures
 * as the analytics screen, so the two never disagree.
 */
export async function readDeveloperDashboard(
  db: Database,
  developerId: string,
  today: string,
): Promise<DeveloperDashboard> {
  const recentFrom = activeUsersWindowStart(today);
  const earlierFrom = addDays(today, -(2 * DAYS - 1));
  const window = (day: ReturnType<typeof sql>) =>
    sql`case when ${day} >= ${recentFrom}::date then 'recent' else 'earlier' end`;
  const inWindows = sql`day between ${earlierFrom}::date and ${today}::date`;

  const [apps, activity, revenue] = await Promise.all([
    db
      .execute(
        sql`select count(*)::integer as total,
            count(*) filter (where status = 'LIVE')::integer as live,
            count(*) filter (where status = 'SUBMITTED')::integer as in_review,
            count(*) filter (where status = 'DRAFT')::integer as draft
          from application where developer_id = ${developerId}`,
      )
      .then(rowsOf<{ total: number; live: number; in_review: number; draft: number }>),
    db
      .execute(
        // Active users: each window's distinct devices per app, counted at their first open in
        // the window (the recency of the day's opens, from the window's first day).
        sql`select ${window(sql.raw('day'))} as bucket, sum(downloads)::integer as downloads,
            sum(case when ${inWindow(recentFrom, today)} then ${opensFirstSince(recentFrom)}
              else ${opensFirstSince(earlierFrom)} end)::integer as devices
          from app_daily_activity where developer_id = ${developerId} and ${inWindows}
          group by 1`,
      )
      .then(rowsOf<{ bucket: string; downloads: number; devices: number }>),
    db
      .execute(
        sql`select ${window(sql.raw('day'))} as bucket, currency,
            sum(net - platform_fee)::text as share
          from app_daily_sales where developer_id = ${developerId} and ${inWindows}
          group by 1, 2`,
      )
      .then(rowsOf<{ bucket: string; currency: Currency; share: string }>),
  ]);

  const figure = <T extends { bucket: string }>(rows: T[], value: (row: T) => number) => ({
    last30Days: value(rows.find((row) => row.bucket === 'recent') ?? ({} as T)) || 0,
    previous30Days: value(rows.find((row) => row.bucket === 'earlier') ?? ({} as T)) || 0,
  });
  const currencies = [...new Set(revenue.map((row) => row.currency))].sort();
  const shareOf = (currency: Currency, window: string) =>
    BigInt(revenue.find((row) => row.currency === currency && row.bucket === window)?.share ?? 0);
  const counts = apps[0] ?? { total: 0, live: 0, in_review: 0, draft: 0 };
  return {
    apps: {
      total: counts.total,
      live: counts.live,
      inReview: counts.in_review,
      draft: counts.draft,
    },
    downloads: figure(activity, (row) => row.downloads),
    activeUsers: figure(activity, (row) => row.devices),
    revenue: currencies.map((currency) => ({
      currency,
      last30Days: shareOf(currency, 'recent'),
      previous30Days: shareOf(currency, 'earlier'),
    })),
  };
}
