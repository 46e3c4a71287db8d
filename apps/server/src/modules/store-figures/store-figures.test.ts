import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGE_BACKWARDS,
  TOP_APPS_LIMIT_OUT_OF_RANGE,
  addDays,
  payoutDueBy,
  storeApiAppPath,
  type Currency,
} from '@vmu/domain';
import { rowsOf } from '../../db/client';
import { appDownload } from '../../db/schema/apps';
import { developerStatusChange } from '../../db/schema/developers';
import { payoutStatement, type PayoutStatus } from '../../db/schema/payouts';
import { salesLedger } from '../../db/schema/purchases';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { REVIEW_OPERATIONS } from '../../test/app-review-operations';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  seedUser,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { purchaseOfApp, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';

const STORE_FIGURES = `query StoreFigures($from: String!, $to: String!, $grouping: AnalyticsGrouping!, $limit: Int) {
  storeFigures(from: $from, to: $to, grouping: $grouping) {
    from to grouping
    topApps(limit: $limit) {
      byDownloads { appId appName bundleIdentifier developerName downloads }
      byRevenue { appId appName bundleIdentifier developerName currency unitsSold unitsRefunded gross net platformFee }
    }
    growth {
      periods { start developersJoined developersVerified appsCreated appsPublished }
      totals { start developersJoined developersVerified appsCreated appsPublished }
    }
    reviewTimes {
      all { ...times } newApps { ...times } updates { ...times } developers { ...times }
      periods { start reviews { ...times } }
    }
    pending { newApps updates developers newAppsWaitingSince updatesWaitingSince developersWaitingSince }
    payouts { month currency dueCount dueAmount paidCount paidAmount carriedCount }
    payoutsDueThisMonth { currency dueCount dueAmount paidCount paidAmount overdueCount overdueAmount }
  }
}
fragment times on ReviewTimeSummary {
  decisions medianHours p90Hours medianBusinessDays p90BusinessDays withinPromise
}`;

const REFUND = `mutation Refund($purchaseId: ID!) { refundSandboxPurchase(purchaseId: $purchaseId) { status } }`;

type Summary = {
  decisions: number;
  medianHours: number | null;
  p90Hours: number | null;
  medianBusinessDays: number | null;
  p90BusinessDays: number | null;
  withinPromise: number;
};
type GrowthPeriod = {
  start: string;
  developersJoined: number;
  developersVerified: number;
  appsCreated: number;
  appsPublished: number;
};
type StoreFigures = {
  from: string;
  to: string;
  grouping: string;
  topApps: {
    byDownloads: Record<string, unknown>[];
    byRevenue: Record<string, unknown>[];
  };
  growth: { periods: GrowthPeriod[]; totals: GrowthPeriod };
  reviewTimes: Record<'all' | 'newApps' | 'updates' | 'developers', Summary> & {
    periods: { start: string; reviews: Summary }[];
  };
  pending: Record<string, number | string | null>;
  payouts: Record<string, unknown>[];
  payoutsDueThisMonth: Record<string, unknown>[];
};

const NO_REVIEWS: Summary = {
  decisions: 0,
  medianHours: null,
  p90Hours: null,
  medianBusinessDays: null,
  p90BusinessDays: null,
  withinPromise: 0,
};
const today = () => new Date().toISOString().slice(0, 10);
const at = (iso: string) => new Date(iso);

describe.each(testTargets())('storeFigures [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const admin = () => signedInUser(t.app, t.db, { email: email('boss'), role: 'admin' });

  /** A closed month's statement as the month-close leaves it, paying all of its share or none. */
  const seedStatement = (
    developerId: string,
    month: string,
    currency: Currency,
    status: PayoutStatus,
    amount: bigint,
    dueOn = payoutDueBy(month),
  ) =>
    t.db.insert(payoutStatement).values({
      developerId,
      month,
      currency,
      saleCount: 1,
      refundCount: 0,
      gross: amount,
      taxes: 0n,
      processingFees: 0n,
      refunds: 0n,
      net: amount,
      developerShare: amount,
      platformShare: 0n,
      carriedIn: 0n,
      balance: amount,
      payoutAmount: status === 'CARRIED' ? 0n : amount,
      carriedOut: status === 'CARRIED' ? amount : 0n,
      minimum: 1000n,
      dueOn,
      status,
      ...(status === 'PAID'
        ? { provider: 'sandbox', payoutReference: `po_${(counter += 1)}`, paidAt: new Date() }
        : {}),
    });

  const figuresOf = async (
    who: SignedInUser,
    variables: { from: string; to: string; grouping: string; limit?: number },
  ) =>
    dataOf<StoreFigures>(
      await gqlWith(t.app, STORE_FIGURES, variables, who.cookie),
      'storeFigures',
    );

  it('answers an empty store with every period and nothing else', async () => {
    const boss = await admin();
    const figures = await figuresOf(boss, {
      from: '2025-03-03',
      to: '2025-03-16',
      grouping: 'WEEK',
    });
    const empty = (start: string) => ({
      start,
      developersJoined: 0,
      developersVerified: 0,
      appsCreated: 0,
      appsPublished: 0,
    });
    expect(figures).toEqual({
      from: '2025-03-03',
      to: '2025-03-16',
      grouping: 'WEEK',
      topApps: { byDownloads: [], byRevenue: [] },
      growth: { periods: [empty('2025-03-03'), empty('2025-03-10')], totals: empty('2025-03-03') },
      reviewTimes: {
        all: NO_REVIEWS,
        newApps: NO_REVIEWS,
        updates: NO_REVIEWS,
        developers: NO_REVIEWS,
        periods: [
          { start: '2025-03-03', reviews: NO_REVIEWS },
          { start: '2025-03-10', reviews: NO_REVIEWS },
        ],
      },
      pending: {
        newApps: 0,
        updates: 0,
        developers: 0,
        newAppsWaitingSince: null,
        updatesWaitingSince: null,
        developersWaitingSince: null,
      },
      payouts: [],
      payoutsDueThisMonth: [],
    });
  });

  it('is staff only: a developer or a store account is refused, a visitor asked to sign in', async () => {
    const range = { from: '2026-11-01', to: '2026-11-02', grouping: 'DAY' };
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const fan = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    for (const who of [dev, fan]) {
      const refused = await gqlWith(t.app, STORE_FIGURES, range, who.cookie);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.body.data).toBeNull();
    }
    expect(codeOf(await gqlWith(t.app, STORE_FIGURES, range))).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad range or number of top apps with the message, never a 500', async () => {
    const boss = await admin();
    const ask = (variables: Record<string, unknown>) =>
      gqlWith(
        t.app,
        STORE_FIGURES,
        { from: '2026-11-01', to: '2026-11-02', grouping: 'DAY', ...variables },
        boss.cookie,
      );
    expect(messageOf(await ask({ from: '2026-11-03' }))).toBe(ANALYTICS_RANGE_BACKWARDS);
    const notADay = await ask({ to: '2026-02-30' });
    expect(codeOf(notADay)).toBe('VALIDATION_FAILED');
    expect(notADay.status).toBe(400);
    for (const limit of [0, 26]) {
      expect(messageOf(await ask({ limit }))).toBe(TOP_APPS_LIMIT_OUT_OF_RANGE);
    }
  });

  it('ranks the top apps by downloads and by net revenue per currency from the raw events', async () => {
    const boss = await admin();
    const ada = await verifiedDeveloper(t.app, t.db, { email: email('ada'), name: 'Ada Games' });
    await seedSandboxAccount(t.db, ada.id, 'active');
    const bob = await verifiedDeveloper(t.app, t.db, { email: email('bob'), name: 'Bob Soft' });
    const nebula = await seedPaidApp(t.app, t.db, ada.id, { appName: 'Nebula' });
    const comets = await seedPaidApp(t.app, t.db, ada.id, { appName: 'Comets' });
    const tiles = await seedPaidApp(t.app, t.db, bob.id, {
      appName: 'Tiles',
      currency: 'GBP',
      priceCents: 999,
    });

    // Today, through the store: two sandbox purchases of Nebula, one refunded; one download.
    const fan = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    const other = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    await purchaseOfApp(t.app, nebula.bundleIdentifier, fan);
    const refunded = await purchaseOfApp(t.app, nebula.bundleIdentifier, other);
    dataOf(
      await gqlWith(t.app, REFUND, { purchaseId: refunded.purchaseId }, boss.cookie),
      'refundSandboxPurchase',
    );
    const downloaded = await t.app.inject({
      method: 'POST',
      url: `${storeApiAppPath(nebula.bundleIdentifier)}/download`,
      payload: { deviceId: 'fan-vmu-pro-01' },
      headers: { cookie: fan.cookie },
    });
    expect(downloaded.statusCode, downloaded.body).toBe(200);

    // Recorded events of other days: Comets downloaded five times yesterday, Tiles three times
    // today and sold in GBP; a deleted app's EUR sale (the ledger keeps no foreign keys).
    const downloads = async (app: typeof comets, day: string, count: number) => {
      for (let i = 0; i < count; i += 1) {
        await t.db.insert(appDownload).values({
          versionId: app.currentVersionId!,
          applicationId: app.id,
          downloader: `device:${app.id}-${day}-${i}`,
          day,
        });
      }
    };
    await downloads(comets, addDays(today(), -1), 5);
    await downloads(tiles, today(), 3);
    // Outside the range: does not count.
    await downloads(tiles, addDays(today(), -8), 9);
    const sale = (
      app: { id: string; developerId: string; versionId: string },
      currency: Currency,
      gross: bigint,
      day: string,
    ) =>
      t.db.insert(salesLedger).values({
        kind: 'SALE',
        purchaseId: crypto.randomUUID(),
        applicationId: app.id,
        versionId: app.versionId,
        developerId: app.developerId,
        buyerId: 'buyer',
        currency,
        gross,
        tax: 0n,
        processingFee: 0n,
        refund: 0n,
        net: gross,
        platformFee: gross / 4n,
        providerReference: `ref-${(counter += 1)}-${target}`,
        occurredAt: at(`${day}T12:00:00Z`),
      });
    const tilesRow = { ...tiles, versionId: tiles.currentVersionId! };
    await sale(tilesRow, 'GBP', 999n, addDays(today(), -2));
    await sale(tilesRow, 'GBP', 999n, addDays(today(), -3));
    const deleted = {
      id: crypto.randomUUID(),
      developerId: bob.id,
      versionId: crypto.randomUUID(),
    };
    await sale(deleted, 'EUR', 2000n, addDays(today(), -1));
    await sale(deleted, 'EUR', 2000n, addDays(today(), -30));

    const range = { from: addDays(today(), -6), to: today(), grouping: 'DAY' };
    const { topApps } = await figuresOf(boss, { ...range, limit: 2 });
    expect(topApps.byDownloads).toEqual([
      {
        appId: comets.id,
        appName: 'Comets',
        bundleIdentifier: comets.bundleIdentifier,
        developerName: 'Ada Games',
        downloads: 5,
      },
      {
        appId: tiles.id,
        appName: 'Tiles',
        bundleIdentifier: tiles.bundleIdentifier,
        developerName: 'Bob Soft',
        downloads: 3,
      },
    ]);
    expect(topApps.byRevenue).toEqual([
      {
        appId: deleted.id,
        appName: null,
        bundleIdentifier: null,
        developerName: 'Bob Soft',
        currency: 'EUR',
        unitsSold: 1,
        unitsRefunded: 0,
        gross: 2000,
        net: 2000,
        platformFee: 500,
      },
      {
        appId: nebula.id,
        appName: 'Nebula',
        bundleIdentifier: nebula.bundleIdentifier,
        developerName: 'Ada Games',
        currency: 'EUR',
        unitsSold: 2,
        unitsRefunded: 1,
        gross: 998,
        // Two sales of 4.99 less the refund of one.
        net: 499,
        platformFee: 125,
      },
      {
        appId: tiles.id,
        appName: 'Tiles',
        bundleIdentifier: tiles.bundleIdentifier,
        developerName: 'Bob Soft',
        currency: 'GBP',
        unitsSold: 2,
        unitsRefunded: 0,
        gross: 1998,
        net: 1998,
        platformFee: 498,
      },
    ]);
    // The same sums straight from the raw events.
    const raw = rowsOf<{ application_id: string; net: string }>(
      await t.db.execute(sql`select application_id, sum(net)::text as net from sales_ledger
        where occurred_at >= ${range.from}::date group by 1`),
    );
    expect(Object.fromEntries(raw.map((row) => [row.application_id, Number(row.net)]))).toEqual({
      [deleted.id]: 2000,
      [nebula.id]: 499,
      [tiles.id]: 1998,
    });

    // The default lists up to ten: Nebula's download comes third.
    const all = await figuresOf(boss, range);
    expect(all.topApps.byDownloads.map((app) => [app.appName, app.downloads])).toEqual([
      ['Comets', 5],
      ['Tiles', 3],
      ['Nebula', 1],
    ]);
  });

  it('counts new developers and apps per period, in UTC days', async () => {
    const boss = await admin();
    // Monday 2025-03-03 .. Sunday 2025-03-09 is one ISO week, 2025-03-10 starts the next.
    const developer = async (
      id: string,
      completedAt: string | null,
      status: 'pending' | 'verified' | 'rejected',
      verifiedAt: string | null = null,
    ) => {
      await seedUser(t.db, `${id}-${target}`);
      await seedDeveloperProfile(t.db, `${id}-${target}`, {
        completedAt: completedAt ? at(completedAt) : null,
        developerStatus: status,
        verifiedAt: verifiedAt ? at(verifiedAt) : null,
      });
    };
    await developer('joined-sunday-night', '2025-03-09T23:59:59Z', 'pending');
    await developer(
      'joined-and-verified',
      '2025-03-03T10:00:00Z',
      'verified',
      '2025-03-11T09:00:00Z',
    );
    await developer('rejected', '2025-03-04T10:00:00Z', 'rejected');
    await developer('before', '2025-03-02T23:59:59Z', 'verified', '2025-03-10T00:00:00Z');
    await developer('after', '2025-03-17T00:00:00Z', 'pending');
    const owner = `joined-and-verified-${target}`;
    await seedApplication(t.db, owner, { createdAt: at('2025-03-05T12:00:00Z') });
    await seedApplication(t.db, owner, {
      createdAt: at('2025-03-01T12:00:00Z'),
      status: 'LIVE',
      visibility: 'PUBLIC',
      publishedAt: at('2025-03-12T08:00:00Z'),
    });
    await seedApplication(t.db, owner, {
      createdAt: at('2025-03-10T00:00:00Z'),
      status: 'LIVE',
      visibility: 'PUBLIC',
      publishedAt: at('2025-03-16T23:00:00Z'),
    });

    const figures = await figuresOf(boss, {
      from: '2025-03-03',
      to: '2025-03-16',
      grouping: 'WEEK',
    });
    expect(figures.growth).toEqual({
      periods: [
        {
          start: '2025-03-03',
          developersJoined: 3,
          developersVerified: 0,
          appsCreated: 1,
          appsPublished: 0,
        },
        {
          start: '2025-03-10',
          developersJoined: 0,
          developersVerified: 2,
          appsCreated: 1,
          appsPublished: 2,
        },
      ],
      totals: {
        start: '2025-03-03',
        developersJoined: 3,
        developersVerified: 2,
        appsCreated: 2,
        appsPublished: 2,
      },
    });
  });

  it('measures review times of the decisions in the range, against the promise of 1-3 business days', async () => {
    const boss = await admin();
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const app = await seedApplication(t.db, dev.id, { status: 'LIVE', visibility: 'PUBLIC' });
    const decided = (
      submittedAt: string,
      decidedAt: string,
      overrides: { isUpdate?: boolean; reviewStatus?: 'APPROVED' | 'REJECTED' | 'WITHDRAWN' } = {},
    ) =>
      seedVersion(t.db, app.id, {
        versionNumber: `1.0.${(counter += 1)}`,
        reviewStatus: overrides.reviewStatus ?? 'APPROVED',
        isUpdate: overrides.isUpdate ?? false,
        submittedAt: at(submittedAt),
        decidedAt: at(decidedAt),
      });
    // Friday 2025-03-07 17:00 to Monday 09:00: 64 hours, 16 business hours.
    await decided('2025-03-07T17:00:00Z', '2025-03-10T09:00:00Z');
    // Monday to Monday: a week, five business days (the promise broken).
    await decided('2025-03-03T10:00:00Z', '2025-03-10T10:00:00Z', { reviewStatus: 'REJECTED' });
    // An update decided in 2 hours.
    await decided('2025-03-11T08:00:00Z', '2025-03-11T10:00:00Z', { isUpdate: true });
    // Not counted: decided outside the range, or withdrawn (never decided by staff).
    await decided('2025-02-20T08:00:00Z', '2025-03-02T23:59:59Z');
    await decided('2025-03-11T08:00:00Z', '2025-03-12T08:00:00Z', { reviewStatus: 'WITHDRAWN' });

    // A developer account sent to review twice: each decision from its own submission.
    const applicant = `applicant-${target}`;
    await seedUser(t.db, applicant);
    await seedDeveloperProfile(t.db, applicant, { developerStatus: 'verified' });
    const change = (
      fromStatus: 'pending' | 'rejected' | null,
      toStatus: 'pending' | 'verified' | 'rejected',
      changedAt: string,
    ) =>
      t.db.insert(developerStatusChange).values({
        userId: applicant,
        fromStatus,
        toStatus,
        changedAt: at(changedAt),
      });
    await change(null, 'pending', '2025-03-03T09:00:00Z');
    await change('pending', 'rejected', '2025-03-04T09:00:00Z');
    await change('rejected', 'pending', '2025-03-05T09:00:00Z');
    await change('pending', 'verified', '2025-03-05T21:00:00Z');

    const figures = await figuresOf(boss, {
      from: '2025-03-03',
      to: '2025-03-16',
      grouping: 'WEEK',
    });
    const { reviewTimes } = figures;
    expect(reviewTimes.newApps).toEqual({
      decisions: 2,
      medianHours: (64 + 168) / 2,
      p90Hours: expect.closeTo(64 + (168 - 64) * 0.9, 10),
      medianBusinessDays: expect.closeTo((16 / 24 + 5) / 2, 10),
      p90BusinessDays: expect.closeTo(16 / 24 + (5 - 16 / 24) * 0.9, 10),
      withinPromise: 1,
    });
    expect(reviewTimes.updates).toEqual({
      decisions: 1,
      medianHours: 2,
      p90Hours: 2,
      medianBusinessDays: 2 / 24,
      p90BusinessDays: 2 / 24,
      withinPromise: 1,
    });
    expect(reviewTimes.developers).toMatchObject({
      decisions: 2,
      medianHours: (24 + 12) / 2,
      withinPromise: 2,
    });
    expect(reviewTimes.all).toMatchObject({ decisions: 5, medianHours: 24, withinPromise: 4 });
    // By the week of the decision: the developer's two and nothing else in the first week.
    expect(reviewTimes.periods.map((period) => [period.start, period.reviews.decisions])).toEqual([
      ['2025-03-03', 2],
      ['2025-03-10', 3],
    ]);

    // The median and 90th percentile of hours are what percentile_cont gives on the same rows.
    const [cont] = rowsOf<{ median: number; p90: number }>(
      await t.db.execute(sql`select
          percentile_cont(0.5) within group (order by hours) as median,
          percentile_cont(0.9) within group (order by hours) as p90
        from (
          select extract(epoch from decided_at - submitted_at) / 3600 as hours
          from application_version where review_status in ('APPROVED', 'REJECTED')
            and decided_at >= '2025-03-03T00:00:00Z' and decided_at < '2025-03-17T00:00:00Z'
          union all select 24 union all select 12) waits`),
    );
    expect(reviewTimes.all.medianHours).toBeCloseTo(Number(cont!.median), 9);
    expect(reviewTimes.all.p90Hours).toBeCloseTo(Number(cont!.p90), 9);
  });

  it('counts a real approval: submitted to decided, as the review screen leaves it', async () => {
    const boss = await admin();
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const app = await seedApplication(t.db, dev.id, {
      status: 'SUBMITTED',
      lastVersionSubmitted: new Date(Date.now() - 3_600_000),
    });
    await seedVersion(t.db, app.id, {
      reviewStatus: 'PENDING',
      submittedAt: new Date(Date.now() - 3_600_000),
    });
    const range = { from: today(), to: today(), grouping: 'DAY' };
    expect((await figuresOf(boss, range)).pending.newApps).toBe(1);
    dataOf(
      await gqlWith(t.app, REVIEW_OPERATIONS.approve, { appId: app.id }, boss.cookie),
      'approveApplication',
    );
    const figures = await figuresOf(boss, range);
    expect(figures.pending.newApps).toBe(0);
    expect(figures.reviewTimes.newApps.decisions).toBe(1);
    expect(figures.reviewTimes.newApps.medianHours).toBeGreaterThanOrEqual(1);
    expect(figures.reviewTimes.newApps.medianHours).toBeLessThan(1.1);
  });

  it('counts what waits for review of every kind, and since when the oldest waited', async () => {
    const boss = await admin();
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    await seedApplication(t.db, dev.id, {
      status: 'SUBMITTED',
      lastVersionSubmitted: at('2026-11-20T10:00:00Z'),
    });
    await seedApplication(t.db, dev.id, {
      status: 'SUBMITTED',
      lastVersionSubmitted: at('2026-11-21T10:00:00Z'),
    });
    // A published app with an update in review: the app stays LIVE.
    const live = await seedApplication(t.db, dev.id, { status: 'LIVE', visibility: 'PUBLIC' });
    await seedVersion(t.db, live.id, {
      versionNumber: '1.1.0',
      isUpdate: true,
      reviewStatus: 'PENDING',
      submittedAt: at('2026-11-19T08:30:00Z'),
    });
    // Neither waits: a draft update, a decided one.
    const other = await seedApplication(t.db, dev.id, { status: 'LIVE', visibility: 'PUBLIC' });
    await seedVersion(t.db, other.id, {
      versionNumber: '1.1.0',
      isUpdate: true,
      reviewStatus: 'DRAFT',
    });
    await seedVersion(t.db, other.id, {
      versionNumber: '1.0.1',
      isUpdate: true,
      reviewStatus: 'APPROVED',
    });
    await seedUser(t.db, `waiting-${target}`);
    await seedDeveloperProfile(t.db, `waiting-${target}`, {
      developerStatus: 'pending',
      lastStatusChange: at('2026-11-18T07:00:00Z'),
    });

    const figures = await figuresOf(boss, { from: today(), to: today(), grouping: 'DAY' });
    expect(figures.pending).toEqual({
      newApps: 2,
      updates: 1,
      developers: 1,
      newAppsWaitingSince: '2026-11-20T10:00:00.000Z',
      updatesWaitingSince: '2026-11-19T08:30:00.000Z',
      developersWaitingSince: '2026-11-18T07:00:00.000Z',
    });
    // The admin dashboard's counts agree: its Pending Review counts updates too.
    const stats = dataOf<Record<string, number>>(
      await gqlWith(
        t.app,
        '{ getAdminStats { pendingReview pendingNewApps pendingUpdates pendingDevelopers } }',
        {},
        boss.cookie,
      ),
      'getAdminStats',
    );
    expect(stats).toEqual({
      pendingReview: 3,
      pendingNewApps: 2,
      pendingUpdates: 1,
      pendingDevelopers: 1,
    });
  });

  it('sums payouts due, paid and carried per month and currency, of the months the range touches', async () => {
    const boss = await admin();
    await seedStatement('ada', '2026-08', 'EUR', 'PAID', 2500n);
    await seedStatement('bob', '2026-08', 'EUR', 'PAID', 1500n);
    await seedStatement('cyd', '2026-08', 'EUR', 'CARRIED', 300n);
    await seedStatement('ada', '2026-09', 'EUR', 'DUE', 4000n);
    await seedStatement('ada', '2026-09', 'GBP', 'DUE', 1200n);
    await seedStatement('bob', '2026-09', 'GBP', 'PAID', 1800n);
    // Outside the range's months.
    await seedStatement('ada', '2026-07', 'EUR', 'PAID', 9900n);
    await seedStatement('ada', '2026-10', 'EUR', 'DUE', 9900n);

    const figures = await figuresOf(boss, {
      from: '2026-08-15',
      to: '2026-09-30',
      grouping: 'MONTH',
    });
    expect(figures.payouts).toEqual([
      {
        month: '2026-08',
        currency: 'EUR',
        dueCount: 0,
        dueAmount: 0,
        paidCount: 2,
        paidAmount: 4000,
        carriedCount: 1,
      },
      {
        month: '2026-09',
        currency: 'EUR',
        dueCount: 1,
        dueAmount: 4000,
        paidCount: 0,
        paidAmount: 0,
        carriedCount: 0,
      },
      {
        month: '2026-09',
        currency: 'GBP',
        dueCount: 1,
        dueAmount: 1200,
        paidCount: 1,
        paidAmount: 1800,
        carriedCount: 0,
      },
    ]);
  });

  it('gives the payouts due this month and those late, whatever the range', async () => {
    const boss = await admin();
    const [year, month] = today().split('-').map(Number) as [number, number];
    const day = (y: number, m: number, d: number) =>
      new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
    const firstOfThisMonth = day(year, month, 1);
    const lastOfThisMonth = day(year, month + 1, 0);
    const firstOfLastMonth = day(year, month - 1, 1);
    await seedStatement('ada', '2026-01', 'EUR', 'DUE', 4000n, lastOfThisMonth);
    await seedStatement('bob', '2026-01', 'EUR', 'PAID', 2500n, firstOfThisMonth);
    await seedStatement('cyd', '2026-01', 'EUR', 'CARRIED', 500n, lastOfThisMonth);
    await seedStatement('ada', '2026-02', 'GBP', 'DUE', 1200n, firstOfLastMonth);
    await seedStatement('bob', '2026-02', 'GBP', 'PAID', 3000n, firstOfLastMonth);

    const figures = await figuresOf(boss, {
      from: '2025-03-03',
      to: '2025-03-03',
      grouping: 'DAY',
    });
    expect(figures.payoutsDueThisMonth).toEqual([
      {
        currency: 'EUR',
        dueCount: 1,
        dueAmount: 4000,
        paidCount: 1,
        paidAmount: 2500,
        overdueCount: 0,
        overdueAmount: 0,
      },
      {
        currency: 'GBP',
        dueCount: 0,
        dueAmount: 0,
        paidCount: 0,
        paidAmount: 0,
        overdueCount: 1,
        overdueAmount: 1200,
      },
    ]);
  });
});
