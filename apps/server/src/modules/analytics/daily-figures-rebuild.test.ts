import crypto from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { appDailyActivity, appDailySales, dailyFiguresCheck } from '../../db/schema/analytics';
import { appDownload } from '../../db/schema/apps';
import { salesLedger } from '../../db/schema/purchases';
import { JOB_SCHEMA } from '../../platform/jobs/job-queue';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { testTargets } from '../../test/harness';
import { seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { REBUILD_DAILY_FIGURES_JOB, rebuildDailyFigures } from './services/rebuild-daily-figures';

// The daily figures' scheduled rebuild from the raw events, which says how far they had drifted
// (decisions 0040 and 0056).

describe.each(testTargets())('the daily figures rebuild [%s]', (target) => {
  const t = useTestApp(target);

  async function appWithEvents() {
    const dev = await verifiedDeveloper(t.app, t.db, { email: `dev-${target}@example.com` });
    const app = await seedPaidApp(t.app, t.db, dev.id);
    for (const downloader of ['device:a', 'device:b']) {
      await t.db.insert(appDownload).values({
        versionId: app.currentVersionId!,
        applicationId: app.id,
        downloader,
        day: '2026-11-02',
      });
    }
    await t.db.insert(salesLedger).values({
      kind: 'SALE',
      purchaseId: crypto.randomUUID(),
      applicationId: app.id,
      versionId: app.currentVersionId!,
      developerId: dev.id,
      buyerId: 'buyer',
      currency: 'EUR',
      providerReference: `ref-${target}`,
      occurredAt: new Date('2026-11-02T12:00:00Z'),
      gross: 499n,
      tax: 0n,
      processingFee: 0n,
      refund: 0n,
      net: 499n,
      platformFee: 125n,
    });
    return app;
  }

  it('finds no drift where the triggers kept the figures, and mends and counts a drifted row', async () => {
    const app = await appWithEvents();
    expect(await rebuildDailyFigures(t.db)).toEqual({ activityRows: 0, salesRows: 0 });

    // Figures that no longer match their events (a hand edit, a trigger that was off).
    await t.db
      .update(appDailySales)
      .set({ unitsSold: 7 })
      .where(eq(appDailySales.applicationId, app.id));
    await t.db
      .update(appDailyActivity)
      .set({ downloads: 9 })
      .where(eq(appDailyActivity.applicationId, app.id));
    // The changed row as it was and as it is now: two rows of each table.
    expect(await rebuildDailyFigures(t.db)).toEqual({ activityRows: 2, salesRows: 2 });
    const [sales] = await t.db
      .select()
      .from(appDailySales)
      .where(eq(appDailySales.applicationId, app.id));
    expect(sales).toMatchObject({ unitsSold: 1, gross: 499n });
    const [activity] = await t.db
      .select()
      .from(appDailyActivity)
      .where(eq(appDailyActivity.applicationId, app.id));
    expect(activity).toMatchObject({ downloads: 2 });
  });

  it('records each run and the drift it found, for the staff’s system status', async () => {
    const app = await appWithEvents();
    await rebuildDailyFigures(t.db);
    await t.db
      .update(appDailySales)
      .set({ unitsSold: 7 })
      .where(eq(appDailySales.applicationId, app.id));
    await rebuildDailyFigures(t.db);
    const runs = await t.db
      .select()
      .from(dailyFiguresCheck)
      .orderBy(asc(dailyFiguresCheck.checkedAt));
    expect(runs.map(({ activityRows, salesRows }) => ({ activityRows, salesRows }))).toEqual([
      { activityRows: 0, salesRows: 0 },
      { activityRows: 0, salesRows: 2 },
    ]);
    expect(runs[1]!.checkedAt.getTime()).toBeGreaterThanOrEqual(runs[0]!.checkedAt.getTime());
  });

  it('runs every day as a durable job', async () => {
    const schedules = rowsOf<{ cron: string }>(
      await t.db.execute(
        sql`select cron from ${sql.raw(JOB_SCHEMA)}.schedule where name = ${REBUILD_DAILY_FIGURES_JOB}`,
      ),
    );
    expect(schedules).toEqual([{ cron: '47 3 * * *' }]);
    const app = await appWithEvents();
    await t.db
      .update(appDailySales)
      .set({ unitsSold: 7 })
      .where(eq(appDailySales.applicationId, app.id));
    await t.app.jobs.enqueue(REBUILD_DAILY_FIGURES_JOB, {});
    await t.drainJobs();
    const [sales] = await t.db
      .select()
      .from(appDailySales)
      .where(eq(appDailySales.applicationId, app.id));
    expect(sales).toMatchObject({ unitsSold: 1 });
  });
});
