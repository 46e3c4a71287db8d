import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE,
  STORE_FIGURE_LIMITS,
  storeApiOpenedPath,
} from '@vmu/domain';
import { rowsOf } from '../../db/client';
import { appOpen, appDailyActivity, appDailySales } from '../../db/schema/analytics';
import { appDownload } from '../../db/schema/apps';
import { salesLedger } from '../../db/schema/purchases';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { gqlWith, messageOf } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';

const ANALYTICS = `query Analytics($appId: ID, $from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
  analytics(appId: $appId, from: $from, to: $to, grouping: $grouping) {
    from to grouping
    periods { start downloads activeUsers unitsSold unitsRefunded }
    revenue { start currency gross refunds taxes processingFees net platformFee developerShare }
    totals { downloads activeUsers unitsSold unitsRefunded }
    revenueTotals { currency gross refunds net platformFee developerShare }
  }
}`;

type Period = {
  start: string;
  downloads: number;
  activeUsers: number;
  unitsSold: number;
  unitsRefunded: number;
};
type Analytics = {
  periods: Period[];
  revenue: Record<string, unknown>[];
  totals: Omit<Period, 'start'>;
  revenueTotals: Record<string, unknown>[];
};

const hex = (n: number) => n.toString(16).padStart(64, '0');
const today = () => new Date().toISOString().slice(0, 10);

describe.each(testTargets())('analytics [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  const analyticsOf = async (
    who: SignedInUser,
    variables: { appId?: string; from: string; to: string; grouping: string },
  ) => {
    const result = await gqlWith(t.app, ANALYTICS, variables, who.cookie);
    expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
    return (result.body.data as { analytics: Analytics }).analytics;
  };

  /** Events of a past day, as the store recorded them (the triggers keep the daily figures). */
  async function eventsOn(
    app: { id: string; currentVersionId: string | null; developerId: string },
    day: string,
    counts: { downloads?: number; opens?: number; sales?: number; refunds?: number },
  ) {
    for (let i = 0; i < (counts.downloads ?? 0); i += 1) {
      await t.db.insert(appDownload).values({
        versionId: app.currentVersionId!,
        applicationId: app.id,
        downloader: `device:${day}-${(counter += 1)}`,
        day,
      });
    }
    for (let i = 0; i < (counts.opens ?? 0); i += 1) {
      await t.db.insert(appOpen).values({ applicationId: app.id, day, device: hex(i + 1) });
    }
    const row = (kind: 'SALE' | 'REFUND') => ({
      kind,
      purchaseId: crypto.randomUUID(),
      applicationId: app.id,
      versionId: app.currentVersionId!,
      developerId: app.developerId,
      buyerId: 'buyer',
      currency: 'EUR' as const,
      providerReference: `ref-${(counter += 1)}-${target}`,
      occurredAt: new Date(`${day}T12:00:00Z`),
      ...(kind === 'SALE'
        ? { gross: 499n, tax: 0n, processingFee: 0n, refund: 0n, net: 499n, platformFee: 125n }
        : { gross: 0n, tax: 0n, processingFee: 0n, refund: 499n, net: -499n, platformFee: -125n }),
    });
    for (let i = 0; i < (counts.sales ?? 0); i += 1)
      await t.db.insert(salesLedger).values(row('SALE'));
    for (let i = 0; i < (counts.refunds ?? 0); i += 1)
      await t.db.insert(salesLedger).values(row('REFUND'));
  }

  /** Every daily table, in a stable order: what the triggers kept, or what a rebuild made. */
  async function dailyFigures() {
    const rows = async (query: ReturnType<typeof sql>) => rowsOf(await t.db.execute(query));
    return {
      activity: await rows(sql`select * from ${appDailyActivity} order by application_id, day`),
      sales: await rows(sql`select * from ${appDailySales} order by application_id, day, currency`),
    };
  }

  async function twoDevelopers() {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const other = await verifiedDeveloper(t.app, t.db, { email: email('other') });
    const first = await seedPaidApp(t.app, t.db, dev.id);
    const second = await seedPaidApp(t.app, t.db, dev.id);
    const theirs = await seedPaidApp(t.app, t.db, other.id);
    // Monday 2026-11-02 .. Sunday 2026-11-08 is one ISO week; 2026-11-09 starts the next.
    await eventsOn(first, '2026-11-02', { downloads: 3, opens: 2, sales: 2 });
    await eventsOn(first, '2026-11-03', { downloads: 1, opens: 2, refunds: 1 });
    await eventsOn(second, '2026-11-09', { downloads: 2, opens: 1, sales: 1 });
    await eventsOn(theirs, '2026-11-02', { downloads: 5, opens: 4, sales: 3 });
    return { dev, other, first, second, theirs };
  }

  it("sums one developer's apps by day, week and month, every period listed, money exact", async () => {
    const { dev, first } = await twoDevelopers();
    const byDay = await analyticsOf(dev, { from: '2026-11-02', to: '2026-11-04', grouping: 'DAY' });
    expect(byDay.periods).toEqual([
      { start: '2026-11-02', downloads: 3, activeUsers: 2, unitsSold: 2, unitsRefunded: 0 },
      { start: '2026-11-03', downloads: 1, activeUsers: 2, unitsSold: 0, unitsRefunded: 1 },
      { start: '2026-11-04', downloads: 0, activeUsers: 0, unitsSold: 0, unitsRefunded: 0 },
    ]);
    expect(byDay.revenue).toEqual([
      expect.objectContaining({ start: '2026-11-02', currency: 'EUR', gross: 998, net: 998 }),
      expect.objectContaining({
        start: '2026-11-03',
        gross: 0,
        refunds: 499,
        net: -499,
        platformFee: -125,
        developerShare: -374,
      }),
    ]);
    expect(byDay.revenueTotals).toEqual([
      {
        currency: 'EUR',
        gross: 998,
        refunds: 499,
        net: 499,
        platformFee: 125,
        developerShare: 374,
      },
    ]);

    const byWeek = await analyticsOf(dev, {
      from: '2026-11-02',
      to: '2026-11-15',
      grouping: 'WEEK',
    });
    expect(byWeek.periods).toEqual([
      // The same two devices opened the app on both days: two weekly active users, not four.
      { start: '2026-11-02', downloads: 4, activeUsers: 2, unitsSold: 2, unitsRefunded: 1 },
      { start: '2026-11-09', downloads: 2, activeUsers: 1, unitsSold: 1, unitsRefunded: 0 },
    ]);
    expect(byWeek.totals).toEqual({ downloads: 6, activeUsers: 2, unitsSold: 3, unitsRefunded: 1 });

    const byMonth = await analyticsOf(dev, {
      from: '2026-10-15',
      to: '2026-11-30',
      grouping: 'MONTH',
    });
    expect(byMonth.periods.map((period) => [period.start, period.downloads])).toEqual([
      ['2026-10-01', 0],
      ['2026-11-01', 6],
    ]);
    // One app's alone.
    const one = await analyticsOf(dev, {
      appId: first.id,
      from: '2026-11-01',
      to: '2026-11-30',
      grouping: 'MONTH',
    });
    expect(one.totals).toEqual({ downloads: 4, activeUsers: 2, unitsSold: 2, unitsRefunded: 1 });
  });

  it("gives staff the store's figures and any app's, and a developer only their own", async () => {
    const { dev, theirs } = await twoDevelopers();
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    const range = { from: '2026-11-01', to: '2026-11-30', grouping: 'MONTH' };
    // Active users: 2 + 1 devices of the developer's apps, 4 of the other's (per app).
    expect((await analyticsOf(admin, range)).totals).toEqual({
      downloads: 11,
      activeUsers: 7,
      unitsSold: 6,
      unitsRefunded: 1,
    });
    expect((await analyticsOf(admin, { ...range, appId: theirs.id })).totals.downloads).toBe(5);
    // Another developer's app is answered as a missing one.
    for (const appId of [theirs.id, crypto.randomUUID(), 'not-an-id']) {
      const result = await gqlWith(t.app, ANALYTICS, { ...range, appId }, dev.cookie);
      expect(codeOf(result), appId).toBe('NOT_FOUND');
    }
    const fan = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    const refused = await gqlWith(t.app, ANALYTICS, range, fan.cookie);
    expect(messageOf(refused)).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
    expect(codeOf(await gqlWith(t.app, ANALYTICS, range))).toBe('UNAUTHENTICATED');
  });

  it('refuses a range that is backwards, too long or not made of real days', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const ask = (from: string, to: string) =>
      gqlWith(t.app, ANALYTICS, { from, to, grouping: 'DAY' }, dev.cookie);
    expect(messageOf(await ask('2026-11-02', '2026-11-01'))).toBe(ANALYTICS_RANGE_BACKWARDS);
    expect(messageOf(await ask('2020-01-01', '2026-11-01'))).toBe(ANALYTICS_RANGE_TOO_LONG);
    const bad = await ask('2026-02-30', '2026-03-01');
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    expect(bad.status).toBe(400);
  });

  it('rebuilds the daily figures from the raw events to exactly what the events kept', async () => {
    await twoDevelopers();
    const kept = await dailyFigures();
    expect(kept.activity.length).toBeGreaterThan(0);
    expect(kept.sales.length).toBeGreaterThan(0);
    await t.db.execute(sql`select rebuild_app_daily_figures()`);
    expect(await dailyFigures()).toEqual(kept);
  });

  it("counts a week's and a month's active users once per device, where the range starts inside them and when an open is recorded late", async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const app = await seedPaidApp(t.app, t.db, dev.id);
    const opened = async (day: string, devices: number[]) => {
      for (const n of devices) {
        await t.db.insert(appOpen).values({ applicationId: app.id, day, device: hex(n) });
      }
    };
    // Device 3 comes back after 31 days, device 4 after 16; device 5's Tuesday open is recorded
    // after its Sunday one; device 6 opens only on the Tuesday.
    await opened('2026-10-20', [3]);
    await opened('2026-10-25', [4]);
    await opened('2026-11-02', [1]);
    await opened('2026-11-04', [1]);
    await opened('2026-11-05', [2]);
    await opened('2026-11-08', [5]);
    await opened('2026-11-03', [5, 6]);
    await opened('2026-11-10', [4]);
    await opened('2026-11-20', [3]);
    const activeUsers = async (from: string, to: string, grouping: string) =>
      (await analyticsOf(dev, { appId: app.id, from, to, grouping })).periods.map((period) => [
        period.start,
        period.activeUsers,
      ]);

    expect(await activeUsers('2026-11-02', '2026-11-15', 'WEEK')).toEqual([
      ['2026-11-02', 4],
      ['2026-11-09', 1],
    ]);
    // From Wednesday: device 6 opened the app only before, device 1 before and in the range.
    expect(await activeUsers('2026-11-04', '2026-11-15', 'WEEK')).toEqual([
      ['2026-11-02', 3],
      ['2026-11-09', 1],
    ]);
    expect(await activeUsers('2026-11-05', '2026-11-07', 'WEEK')).toEqual([['2026-11-02', 1]]);
    expect(await activeUsers('2026-10-01', '2026-11-30', 'MONTH')).toEqual([
      ['2026-10-01', 2],
      ['2026-11-01', 6],
    ]);
    expect(await activeUsers('2026-11-15', '2026-11-30', 'MONTH')).toEqual([['2026-11-01', 1]]);
    expect(await activeUsers('2026-11-03', '2026-11-04', 'DAY')).toEqual([
      ['2026-11-03', 2],
      ['2026-11-04', 1],
    ]);

    // The late open moved device 5's Sunday from a first open of the week to a return after 5
    // days: the same figures as a rebuild from the opens alone.
    const kept = await dailyFigures();
    await t.db.execute(sql`select rebuild_app_daily_figures()`);
    expect(await dailyFigures()).toEqual(kept);
  });

  it("gives a developer's dashboard the last 30 days against the 30 before, from the same figures", async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const app = await seedPaidApp(t.app, t.db, dev.id);
    await seedPaidApp(t.app, t.db, dev.id, { status: 'DRAFT', visibility: 'PRIVATE' });
    const other = await verifiedDeveloper(t.app, t.db, { email: email('other') });
    await eventsOn(await seedPaidApp(t.app, t.db, other.id), addDays(today(), -1), {
      downloads: 9,
    });
    await eventsOn(app, today(), { downloads: 2, opens: 2, sales: 1 });
    await eventsOn(app, addDays(today(), -29), { downloads: 1, opens: 1 });
    await eventsOn(app, addDays(today(), -30), { downloads: 4, opens: 3, sales: 2, refunds: 1 });
    // Outside both windows.
    await eventsOn(app, addDays(today(), -60), { downloads: 7, sales: 1 });
    const result = await gqlWith(
      t.app,
      `{ developerDashboard {
          apps { total live inReview draft }
          downloads { last30Days previous30Days }
          activeUsers { last30Days previous30Days }
          revenue { currency last30Days previous30Days } } }`,
      {},
      dev.cookie,
    );
    expect(result.body.errors).toBeUndefined();
    expect((result.body.data as { developerDashboard: unknown }).developerDashboard).toEqual({
      apps: { total: 2, live: 1, inReview: 0, draft: 1 },
      downloads: { last30Days: 3, previous30Days: 4 },
      // hex(1) and hex(2) opened it in the last 30 days; hex(1..3) in the 30 before.
      activeUsers: { last30Days: 2, previous30Days: 3 },
      // The developer's share: 3.74 a sale, a refund takes one back.
      revenue: [{ currency: 'EUR', last30Days: 374, previous30Days: 374 }],
    });
    // Another developer's dashboard has nothing of this one's.
    const theirs = await gqlWith(
      t.app,
      '{ developerDashboard { apps { total } downloads { last30Days } } }',
      {},
      other.cookie,
    );
    expect(theirs.body.data).toEqual({
      developerDashboard: { apps: { total: 1 }, downloads: { last30Days: 9 } },
    });
  });

  it('counts an app opened once per signed-in account and day, never an invented device id', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const app = await seedPaidApp(t.app, t.db, dev.id);
    const open = (
      deviceId: string,
      who?: SignedInUser,
      bundle = app.bundleIdentifier,
      remoteAddress = '198.51.100.20',
    ) =>
      t.app.inject({
        method: 'POST',
        url: storeApiOpenedPath(bundle),
        payload: { deviceId },
        headers: who ? { cookie: who.cookie } : {},
        remoteAddress,
      });
    const activeUsersToday = async () =>
      (await analyticsOf(dev, { appId: app.id, from: today(), to: today(), grouping: 'DAY' }))
        .periods[0]?.activeUsers;
    // A flood of invented ids from one client: answered, never counted (decision 0051).
    const flood = await Promise.all(Array.from({ length: 60 }, (_, n) => open(`invented-id-${n}`)));
    expect(new Set(flood.map((answer) => answer.statusCode))).toEqual(new Set([204]));
    expect(await activeUsersToday()).toBe(0);
    // Signed-in accounts count once a day, whatever id their device sends; not the developer.
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    const other = await signedInUser(t.app, t.db, { email: email('other') });
    for (const [deviceId, who] of [
      ['anon-app-id-1', fan],
      ['anon-app-id-2', fan],
      ['anon-app-id-3', other],
      ['anon-app-id-4', dev],
    ] as const) {
      expect((await open(deviceId, who, app.bundleIdentifier, '198.51.100.21')).statusCode).toBe(
        204,
      );
    }
    expect(await activeUsersToday()).toBe(2);
    // Accounts made by one client count only up to the limit of its address.
    const bots = await Promise.all(
      Array.from({ length: 5 }, (_, n) => signedInUser(t.app, t.db, { email: email(`bot${n}`) })),
    );
    for (const bot of bots) expect((await open('bot-app-id-1', bot)).statusCode).toBe(204);
    expect(await activeUsersToday()).toBe(2 + STORE_FIGURE_LIMITS.accountsPerAddressPerAppPerDay);

    expect((await open('x', fan)).statusCode).toBe(400);
    expect((await open('anon-app-id-1', fan, 'com.example.never')).statusCode).toBe(404);
    // Another site's page cannot make a signed-in browser report opens.
    const forged = await t.app.inject({
      method: 'POST',
      url: storeApiOpenedPath(app.bundleIdentifier),
      payload: { deviceId: 'anon-app-id-1' },
      headers: { cookie: fan.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const stored = await t.db.select().from(appOpen);
    // Only hashes: never an account's id or the id the device sent.
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.device))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(fan.id);
  });
});
