import { sql } from 'drizzle-orm';
import {
  periodStart,
  periodStarts,
  summarizeReviewTimes,
  utcDayOf,
  type AnalyticsRange,
  type DecidedReview,
  type ReviewTimeSummary,
} from '@vmu/domain';
import { rowsOf, type Database } from '../../../db/client';
import { withinUtcDays } from './utc-days';

type ReviewKind = 'newApps' | 'updates' | 'developers';

export type StoreReviewTimes = Record<ReviewKind | 'all', ReviewTimeSummary> & {
  periods: { start: string; reviews: ReviewTimeSummary }[];
};

type Decision = DecidedReview & { kind: ReviewKind };

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The review times of the decisions made in a range (decision 0042): apps' own submissions and
 * updates from their versions (submitted_at to decided_at, approved or rejected; a withdrawn
 * one was never decided), developer accounts from their history (the last time they were sent
 * to review before each decision). Only the two moments of each decision are read; the domain
 * turns them into hours, business days and percentiles, so the rule lives once.
 */
export async function readReviewTimes(
  db: Database,
  range: AnalyticsRange,
): Promise<StoreReviewTimes> {
  const decisions = rowsOf<{ kind: ReviewKind; submitted_ms: number; decided_ms: number }>(
    await db.execute(
      sql`select case when is_update then 'updates' else 'newApps' end as kind,
          ${epochMs('submitted_at')} as submitted_ms, ${epochMs('decided_at')} as decided_ms
        from application_version
        where review_status in ('APPROVED', 'REJECTED') and submitted_at is not null
          and ${withinUtcDays(sql.raw('decided_at'), range)}
        union all
        select 'developers', ${epochMs('sent.changed_at')}, ${epochMs('decision.changed_at')}
        from developer_status_change decision
        cross join lateral (
          select changed_at from developer_status_change sent
          where sent.user_id = decision.user_id and sent.to_status = 'pending'
            and sent.changed_at <= decision.changed_at
          order by sent.changed_at desc limit 1) sent
        where decision.from_status = 'pending' and decision.to_status in ('verified', 'rejected')
          and ${withinUtcDays(sql.raw('decision.changed_at'), range)}`,
    ),
  ).map((row): Decision => ({
    kind: row.kind,
    submittedAt: new Date(row.submitted_ms),
    decidedAt: new Date(row.decided_ms),
  }));

  const ofKind = (kind: ReviewKind) => decisions.filter((decision) => decision.kind === kind);
  const byPeriod = new Map<string, Decision[]>();
  for (const decision of decisions) {
    const start = periodStart(utcDayOf(decision.decidedAt), range.grouping);
    const inPeriod = byPeriod.get(start);
    if (inPeriod) inPeriod.push(decision);
    else byPeriod.set(start, [decision]);
  }
  return {
    all: summarizeReviewTimes(decisions),
    newApps: summarizeReviewTimes(ofKind('newApps')),
    updates: summarizeReviewTimes(ofKind('updates')),
    developers: summarizeReviewTimes(ofKind('developers')),
    periods: periodStarts(range).map((start) => ({
      start,
      reviews: summarizeReviewTimes(byPeriod.get(start) ?? []),
    })),
  };
}
