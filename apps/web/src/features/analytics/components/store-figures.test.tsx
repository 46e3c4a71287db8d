import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STORE_FIGURE_NOTES,
  figureTableCsv,
  presetRange,
  topAppsByRevenueTable,
  type AnalyticsRange,
  MONEY_FIGURE_LABELS,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { formatCount, formatMeasure, formatMinorMoney, formatShare } from '@/lib/format';
import { serveAnalytics, type AnalyticsFixture } from '@/testing/analytics';
import { expectNoAxeViolations } from '@/testing/axe';
import { captureDownloads } from '@/testing/downloads';
import FakeUPlot from '@/testing/fake-uplot';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import {
  serveStoreFigures,
  storeFiguresAnswer,
  type StoreFiguresFixture,
} from '@/testing/store-figures';
import { periodLabel } from '../analytics-rows';
import { AnalyticsAppsQuery } from '../api/list-analytics-apps';
import { StoreFiguresQuery } from '../api/get-store-figures';
import { AnalyticsScreen } from './analytics-screen';
import { NO_DECISIONS, NO_PAYOUTS, STORE_FIGURES_NOT_LOADED, StoreFigures } from './store-figures';

vi.mock('uplot', () => import('@/testing/fake-uplot'));

const TODAY = '2026-11-24';
const LAST_30_DAYS = presetRange('30d', TODAY);

const SERIES: AnalyticsFixture = {
  counts: { '2026-11-20': { downloads: 9, activeUsers: 4, unitsSold: 2, unitsRefunded: 1 } },
  money: {
    EUR: {
      '2026-11-20': { gross: 998, refunds: 499, net: 499, platformFee: 125, developerShare: 374 },
    },
  },
};

const FIGURES: StoreFiguresFixture = {
  topApps: {
    byDownloads: [
      {
        appId: 'a1',
        appName: 'Nebula',
        bundleIdentifier: 'com.x.nebula',
        developerName: 'Ada Games',
        downloads: 7,
      },
      {
        appId: 'a2',
        appName: 'Comets',
        bundleIdentifier: 'com.x.comets',
        developerName: null,
        downloads: 2,
      },
    ],
    byRevenue: [
      {
        appId: 'a1',
        appName: 'Nebula',
        bundleIdentifier: 'com.x.nebula',
        developerName: 'Ada Games',
        currency: 'EUR',
        unitsSold: 2,
        unitsRefunded: 1,
        gross: 998,
        net: 499,
        platformFee: 125,
      },
      {
        appId: 'gone',
        appName: null,
        bundleIdentifier: null,
        developerName: 'Bob Soft',
        currency: 'GBP',
        unitsSold: 1,
        unitsRefunded: 0,
        gross: 999,
        net: 999,
        platformFee: 249,
      },
    ],
  },
  growth: {
    '2026-11-20': { developersJoined: 3, developersVerified: 2, appsCreated: 4, appsPublished: 1 },
  },
  decisions: {
    newApps: [{ submittedAt: '2026-11-20T17:00:00Z', decidedAt: '2026-11-23T09:00:00Z' }],
    developers: [{ submittedAt: '2026-11-02T09:00:00Z', decidedAt: '2026-11-09T09:00:00Z' }],
  },
  payouts: [
    {
      month: '2026-10',
      currency: 'EUR',
      dueCount: 1,
      dueAmount: 4000,
      paidCount: 0,
      paidAmount: 0,
      carriedCount: 3,
    },
  ],
};

/** Opens the screen at `query`; `answers` may answer differently from the fixture first. */
function showStore(
  query = '?range=30d',
  figures: StoreFiguresFixture = FIGURES,
  answers = () => {},
) {
  serveAnalytics(SERIES);
  serveStoreFigures(figures);
  answers();
  const apps = sentVariables(AnalyticsAppsQuery);
  const sent = sentVariables(StoreFiguresQuery);
  renderScreen(
    <main>
      <AnalyticsScreen audience="store" />
    </main>,
    { url: `/admin/analytics${query}` },
  );
  return { sent, apps };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) =>
    // The phone's column names are hidden from everyone but phones' eyes.
    [...cell.childNodes]
      .filter(
        (node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'),
      )
      .map((node) => node.textContent)
      .join(''),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  FakeUPlot.made.length = 0;
});

describe('Store Analytics', () => {
  it("shows the whole store's series with the developer's share, and no app to choose", async () => {
    const { sent, apps } = showStore();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store Analytics' }),
    ).toBeInTheDocument();
    const tiles = within(await screen.findByRole('list', { name: 'Revenue in EUR' }));
    expect(
      tiles.getByRole('heading', { name: MONEY_FIGURE_LABELS.developerShare }).nextSibling,
    ).toHaveTextContent(formatMinorMoney(374, 'EUR'));
    expect(screen.queryByLabelText('App')).not.toBeInTheDocument();
    expect(apps).toEqual([]);
    expect(
      screen.getByRole('img', {
        name: /^Chart of net revenue and developer’s share \(75%\) in EUR/,
      }),
    ).toBeInTheDocument();
    await section('Top apps by downloads');
    expect(sent).toEqual([LAST_30_DAYS]);
  });

  it('shows the top apps, new developers and apps, review times and payouts of the range', async () => {
    // A week: few rows, so the accessibility queries and axe stay quick.
    showStore('?range=7d');
    const downloads = await section('Top apps by downloads');
    expect(downloads.getByText(STORE_FIGURE_NOTES.downloads, { exact: false })).toBeVisible();
    const rows = downloads.getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Nebula', 'com.x.nebula', 'Ada Games', formatCount(7)],
      ['Comets', 'com.x.comets', 'Deleted account', formatCount(2)],
    ]);

    const revenue = await section('Top apps by net revenue');
    expect(revenue.getAllByRole('row').slice(1).map(cellsOf)[1]).toEqual([
      'Deleted app',
      'None',
      'Bob Soft',
      'GBP',
      formatCount(1),
      formatCount(0),
      formatMinorMoney(999, 'GBP'),
      formatMinorMoney(999, 'GBP'),
      formatMinorMoney(249, 'GBP'),
    ]);

    const growth = await section('New developers and apps');
    expect(
      growth.getByRole('heading', { name: 'Developers joined' }).nextSibling,
    ).toHaveTextContent('3');
    const growthRows = growth.getAllByRole('row').slice(1).map(cellsOf);
    expect(growthRows).toHaveLength(7);
    expect(growthRows).toContainEqual([periodLabel('2026-11-20', 'DAY'), '3', '2', '4', '1']);

    const reviews = await section('Review times');
    expect(reviews.getByText(/The promise is 1-3 business days/)).toBeInTheDocument();
    // 16 business hours (over a weekend) and 5 business days: median 2.8, one kept the promise.
    expect(reviews.getByRole('heading', { name: 'Median' }).nextSibling).toHaveTextContent(
      `${formatMeasure((16 / 24 + 5) / 2)} business days${formatMeasure((64 + 168) / 2)} h`,
    );
    expect(
      reviews.getByRole('heading', { name: 'Within 3 business days' }).nextSibling,
    ).toHaveTextContent(`${formatShare(0.5)}1 of 2`);
    const byKind = reviews.getByRole('table', { name: /^Review times,/ });
    expect(cellsOf(within(byKind).getByRole('row', { name: /^Updates/ }))).toEqual([
      'Updates',
      '0',
      ...Array(5).fill('None'),
    ]);

    const payouts = await section('Payouts due and paid');
    expect(payouts.getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      [
        expect.stringMatching(/2026/),
        'EUR',
        '1',
        formatMinorMoney(4000, 'EUR'),
        '0',
        formatMinorMoney(0, 'EUR'),
        '3',
      ],
    ]);
  });

  it('passes axe, every section and the closed breakdown of review times', async () => {
    serveStoreFigures(FIGURES);
    // The figures alone: the series above them are the analytics screen's, checked there.
    renderScreen(
      <main>
        <h1>Store Analytics</h1>
        {/* One day: every section with the fewest rows, so axe stays quick. */}
        <StoreFigures range={{ from: TODAY, to: TODAY, grouping: 'DAY' }} />
      </main>,
    );
    await section('Payouts due and paid');
    await expectNoAxeViolations();
  });

  it('opens the review times by period, each period its decisions', async () => {
    showStore('?range=7d');
    const reviews = await section('Review times');
    expect(reviews.queryByRole('table', { name: /^Review times by day/ })).not.toBeInTheDocument();
    await userEvent.click(reviews.getByText('Review times by period'));
    const byPeriod = await reviews.findByRole('table', { name: /^Review times by day/ });
    const rows = within(byPeriod).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toHaveLength(7);
    expect(rows).toContainEqual([
      periodLabel('2026-11-23', 'DAY'),
      '1',
      formatMeasure(16 / 24),
      formatMeasure(16 / 24),
      formatMeasure(64),
      formatMeasure(64),
      formatShare(1),
    ]);
    expect(
      reviews.getByRole('button', { name: 'Export CSV of review times by period' }),
    ).toBeInTheDocument();
  });

  it('exports each table as the same cells it shows, named by the table and range', async () => {
    const saved = captureDownloads();
    showStore();
    await section('Top apps by net revenue');
    await userEvent.click(
      screen.getByRole('button', { name: 'Export CSV of top apps by net revenue' }),
    );
    const range: AnalyticsRange = LAST_30_DAYS;
    expect(saved.map(({ name }) => name)).toEqual([
      `store-top-apps-by-revenue-${range.from}-to-${range.to}-day.csv`,
    ]);
    expect(await saved[0]!.blob.text()).toBe(
      figureTableCsv(topAppsByRevenueTable(storeFiguresAnswer(range, FIGURES).topApps.byRevenue)),
    );
    // The store-wide series' own export is named as the store's.
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved.at(-1)?.name).toBe(`store-analytics-${range.from}-to-${range.to}-day.csv`);
    expect((await saved.at(-1)!.blob.text()).split('\r\n')[0]).toContain(
      `${MONEY_FIGURE_LABELS.developerShare} (EUR)`,
    );
  });

  it('says what there is none of in an empty range', async () => {
    showStore('?range=7d', {});
    expect(await screen.findByText(NO_DECISIONS)).toBeInTheDocument();
    expect(screen.getByText(NO_PAYOUTS)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Export CSV of payouts due and paid' }),
    ).not.toBeInTheDocument();
  });

  it('says when the store figures could not be loaded, and loads them again on Retry', async () => {
    let refuse = true;
    showStore('?range=7d', FIGURES, () =>
      answer(StoreFiguresQuery, (range) => {
        if (refuse) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Down', 500);
        return { storeFigures: storeFiguresAnswer(range, FIGURES) };
      }),
    );
    expect(await screen.findByText(STORE_FIGURES_NOT_LOADED)).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('region', { name: 'Top apps by downloads' }),
    ).toBeInTheDocument();
  });
});
