import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { dailyFiguresCheck } from '../../../db/schema/analytics';
import type { JobDefinition, JobLog } from '../../../platform/jobs/job-queue';

export const REBUILD_DAILY_FIGURES_JOB = 'rebuild-daily-figures';

/** Daily rows the rebuild changed: kept by the triggers but not by the events, or the reverse. */
export type DailyFiguresDrift = { activityRows: number; salesRows: number };

/**
 * Rebuilds the daily figures from the raw events (decision 0040's `rebuild_app_daily_figures()`)
 * and says how far what the triggers kept had drifted from them (decision 0056). The kept rows are
 * copied first, in the same transaction, so the comparison sees exactly what the rebuild replaced;
 * the function locks the raw tables, so no event lands in between. The run and its drift are
 * recorded in the same transaction, for the staff's system status.
 */
export async function rebuildDailyFigures(db: Database): Promise<DailyFiguresDrift> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table kept_activity on commit drop as table app_daily_activity`,
    );
    await tx.execute(
      sql`create temporary table kept_sales on commit drop as table app_daily_sales`,
    );
    await tx.execute(sql`select rebuild_app_daily_figures()`);
    const [drift] = rowsOf<DailyFiguresDrift>(
      await tx.execute(sql`select
        (select count(*) from ((table kept_activity except all table app_daily_activity)
          union all (table app_daily_activity except all table kept_activity)) changed)::int
          as "activityRows",
        (select count(*) from ((table kept_sales except all table app_daily_sales)
          union all (table app_daily_sales except all table kept_sales)) changed)::int
          as "salesRows"`),
    );
    await tx.insert(dailyFiguresCheck).values(drift!);
    return drift!;
  });
}

/**
 * Every day at 03:47 UTC, away from the payouts' 02:00 and the hourly clean-ups: the daily
 * figures rebuilt from the events, and any drift said in the log at error level, where the
 * server's alerting looks, and on the staff's system status from the recorded run.
 */
export function rebuildDailyFiguresJob(deps: { db: Database; log: JobLog }): JobDefinition<object> {
  return {
    name: REBUILD_DAILY_FIGURES_JOB,
    cron: '47 3 * * *',
    retryLimit: 2,
    // The rebuild of a large store's year takes about a minute (decision 0040).
    expireInSeconds: 15 * 60,
    handle: async () => {
      const drift = await rebuildDailyFigures(deps.db);
      if (drift.activityRows + drift.salesRows > 0) {
        deps.log.error(drift, 'the daily figures had drifted from the events; rebuilt from them');
      } else {
        deps.log.info(drift, 'the daily figures agree with the events');
      }
    },
  };
}
