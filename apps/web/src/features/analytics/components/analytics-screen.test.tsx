import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STORE_FIGURE_NOTES,
  ANALYTICS_PRESET_LABELS,
  ANALYTICS_RANGE_BACKWARDS,
  analyticsCsv,
  presetRange,
  ANALYTICS_MONEY_COLUMNS,
  MONEY_FIGURE_LABELS,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { formatCount, formatMinorMoney } from '@/lib/format';
import { analyticsAnswer, serveAnalytics, type AnalyticsFixture } from '@/testing/analytics';
import { expectNoAxeViolations } from '@/testing/axe';
import { captureDownloads } from '@/testing/downloads';
import type uPlot from 'uplot';
import FakeUPlot from '@/testing/fake-uplot';
import { answer, sentVariables } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { periodLabel, rowsOf } from '../analytics-rows';
import { AnalyticsQuery } from '../api/get-analytics';
import {
  ANALYTICS_NOT_LOADED,
  AnalyticsScreen,
  FIX_THE_DATES,
  NOTHING_IN_RANGE,
} from './analytics-screen';
import { NO_SALES_IN_RANGE } from './summary-tiles';

vi.mock('uplot', () => import('@/testing/fake-uplot'));

const TODAY = '2026-11-24';
const LAST_7_DAYS = presetRange('7d', TODAY);

// Sales in two currencies on two of the last 7 days, downloads on three, a refund on one.
const SALES: AnalyticsFixture = {
  counts: {
    '2026-11-19': { downloads: 4, activeUsers: 3, unitsSold: 2 },
    '2026-11-21': { downloads: 1, activeUsers: 5, unitsSold: 1, unitsRefunded: 1 },
    '2026-11-24': { downloads: 12, activeUsers: 2 },
  },
  money: {
    EUR: {
      '2026-11-19': { gross: 998, net: 832, platformFee: 208, developerShare: 624 },
      '2026-11-21': { gross: 499, refunds: 499, net: -84, platformFee: -21, developerShare: -63 },
    },
    GBP: { '2026-11-21': { gross: 300, net: 250, platformFee: 63, developerShare: 187 } },
  },
};

/** A row's header and data cells' texts. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** Opens the screen at `query`; `answers` may answer differently from the fixture first. */
function showAnalytics(query: string, fixture: AnalyticsFixture = SALES, answers = () => {}) {
  serveAnalytics(fixture, [
    { appId: 'app-1', appName: 'Star Hopper' },
    { appId: 'app-2', appName: 'Pocket Chess' },
  ]);
  answers();
  const sent = sentVariables(AnalyticsQuery);
  const view = renderScreen(
    <main>
      <AnalyticsScreen />
    </main>,
    { url: `/analytics${query}` },
  );
  return { ...view, sent };
}

const table = () => screen.findByRole('table', { name: /^Figures by/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  FakeUPlot.made.length = 0;
});

describe('Analytics', () => {
  it('shows the totals, the charts and a table of exactly the answer’s numbers', async () => {
    const { sent } = showAnalytics('?range=7d');
    const rows = within(await table()).getAllByRole('row');
    expect(sent).toEqual([{ appId: null, ...LAST_7_DAYS }]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Analytics',
    ]);

    const answer = analyticsAnswer(LAST_7_DAYS, SALES);
    const counts = within(screen.getByRole('list', { name: 'Downloads and sales' }));
    expect(counts.getByRole('heading', { name: 'Downloads' }).nextSibling).toHaveTextContent(
      `${formatCount(answer.totals.downloads)}${STORE_FIGURE_NOTES.downloadsShort}`,
    );
    expect(counts.getByRole('heading', { name: 'Active users' }).nextSibling).toHaveTextContent(
      `${formatCount(answer.totals.activeUsers)}Most in one day`,
    );
    // What the figures count, beside their chart (decision 0051).
    expect(
      screen.getByText(`${STORE_FIGURE_NOTES.downloads} ${STORE_FIGURE_NOTES.activeUsers}`),
    ).toBeInTheDocument();
    for (const total of answer.revenueTotals) {
      const tiles = within(screen.getByRole('list', { name: `Revenue in ${total.currency}` }));
      expect(
        tiles.getByRole('heading', { name: MONEY_FIGURE_LABELS.developerShare }).nextSibling,
      ).toHaveTextContent(formatMinorMoney(total.developerShare, total.currency));
      expect(tiles.getByRole('heading', { name: 'Refunds' }).nextSibling).toHaveTextContent(
        formatMinorMoney(total.refunds, total.currency),
      );
    }

    // The first currency sold in is the table's: one row per period of the answer, in order.
    expect(rows.slice(1).map(cellsOf)).toEqual(
      rowsOf(answer, 'EUR').map((row) => [
        periodLabel(row.start, 'DAY'),
        ...[row.downloads, row.activeUsers, row.unitsSold, row.unitsRefunded].map(formatCount),
        // Every money figure in its one order (the domain's figures).
        ...ANALYTICS_MONEY_COLUMNS.map(({ key }) => formatMinorMoney(row.money?.[key] ?? 0, 'EUR')),
      ]),
    );
    expect(rows).toHaveLength(8);

    expect(
      screen.getByRole('img', { name: /^Chart of downloads and active users by day/ }),
    ).toHaveAccessibleName(
      `Chart of downloads and active users by day, ${periodLabel(LAST_7_DAYS.from, 'DAY')} to ${periodLabel(TODAY, 'DAY')}: 17 downloads in all, at most 5 active users in a day.`,
    );
    const [activity] = FakeUPlot.shown(
      screen.getByRole('img', { name: /^Chart of downloads/ }).getAttribute('aria-label')!,
    );
    expect(activity?.data[1]).toEqual(answer.periods.map((period) => period.downloads));
    // Before any hover the legend reads the latest period's figures, not 'Period: --'.
    const plot = activity as unknown as uPlot;
    const legend = activity!.options.series.map((series, index) =>
      typeof series.value === 'function' ? series.value(plot, 0, index, null) : null,
    );
    const latest = answer.periods.at(-1)!;
    expect(legend).toEqual([
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${latest.start}T00:00:00Z`),
      ),
      formatCount(latest.downloads),
      formatCount(latest.activeUsers),
    ]);
    expect(
      screen.getByRole('img', {
        name: /^Chart of net revenue and developer’s share \(75%\) in EUR/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTHING_IN_RANGE)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('exports the table as CSV: the same rows, named by the range', async () => {
    const saved = captureDownloads();
    showAnalytics('?range=7d');
    const shownRows = within(await table())
      .getAllByRole('row')
      .slice(1);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved.map(({ name }) => name)).toEqual([
      `analytics-${LAST_7_DAYS.from}-to-${TODAY}-day.csv`,
    ]);
    const csv = await saved[0]!.blob.text();
    expect(csv).toBe(
      analyticsCsv({ currency: 'EUR', rows: rowsOf(analyticsAnswer(LAST_7_DAYS, SALES), 'EUR') }),
    );
    // Every number of the file is the one in the table's row, as the table writes it.
    const [, ...lines] = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(shownRows.length);
    lines.forEach((line, index) => {
      const [start, ...numbers] = line.split(',');
      const cells = cellsOf(shownRows[index]!);
      expect(cells[0]).toBe(periodLabel(start!, 'DAY'));
      expect(cells.slice(1, 5)).toEqual(numbers.slice(0, 4).map((n) => formatCount(Number(n))));
      expect(cells.slice(5)).toEqual(
        numbers.slice(4).map((amount) => formatMinorMoney(Math.round(Number(amount) * 100), 'EUR')),
      );
    });
  });

  it('keeps the choices in the URL and asks for what they say', async () => {
    const { sent } = showAnalytics('');
    await table();
    expect(sent).toEqual([{ appId: null, ...presetRange('30d', TODAY) }]);

    await userEvent.selectOptions(screen.getByLabelText('Range'), ANALYTICS_PRESET_LABELS['90d']);
    await expectLocation('/analytics?range=90d&grouping=WEEK');
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({ appId: null, ...presetRange('90d', TODAY) }),
    );
    expect(screen.getByLabelText('Group by')).toHaveValue('WEEK');

    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'Month');
    await expectLocation('/analytics?range=90d&grouping=MONTH');
    await vi.waitFor(() => expect(sent.at(-1)?.grouping).toBe('MONTH'));

    await screen.findByRole('option', { name: 'Pocket Chess' });
    await userEvent.selectOptions(screen.getByLabelText('App'), 'Pocket Chess');
    await expectLocation('/analytics?range=90d&grouping=MONTH&app=app-2');
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({
        appId: 'app-2',
        ...presetRange('90d', TODAY),
        grouping: 'MONTH',
      }),
    );
    expect(await screen.findByRole('table', { name: /^Figures by month/ })).toBeInTheDocument();
  });

  it('opens a shared link as it was: one app, a custom range, its grouping', async () => {
    const { sent } = showAnalytics(
      '?range=custom&from=2026-01-01&to=2026-03-31&grouping=MONTH&app=app-1',
    );
    const rows = within(await table()).getAllByRole('row');
    expect(sent).toEqual([
      { appId: 'app-1', from: '2026-01-01', to: '2026-03-31', grouping: 'MONTH' },
    ]);
    expect(rows.slice(1).map((row) => cellsOf(row)[0])).toEqual(
      ['2026-01-01', '2026-02-01', '2026-03-01'].map((start) => periodLabel(start, 'MONTH')),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(
      await screen.findByRole('option', { name: 'Star Hopper', selected: true }),
    ).toBeInTheDocument();
  });

  it('shows what is wrong with custom dates inline and does not ask for them', async () => {
    const { sent } = showAnalytics('?range=7d');
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Range'), 'Custom');
    await expectLocation(`range=custom&grouping=DAY&from=${LAST_7_DAYS.from}&to=${TODAY}`);
    expect(screen.getByLabelText('To')).toHaveValue(TODAY);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    const from = screen.getByLabelText('From');
    expect(from).toHaveAccessibleDescription(ANALYTICS_RANGE_BACKWARDS);
    expect(from).toBeInvalid();
    expect(screen.getByText(FIX_THE_DATES)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({ appId: null, from: '2026-11-01', to: TODAY, grouping: 'DAY' }),
    );
    expect(sent.some((variables) => variables.from === '2026-12-01')).toBe(false);
    expect(screen.queryByText(ANALYTICS_RANGE_BACKWARDS)).not.toBeInTheDocument();
  });

  it('shows zeros and says so when nothing happened in the range', async () => {
    showAnalytics('?range=7d', {});
    await table();
    expect(screen.getByText(NOTHING_IN_RANGE)).toBeInTheDocument();
    expect(screen.getByText(NO_SALES_IN_RANGE)).toBeInTheDocument();
    const counts = within(screen.getByRole('list', { name: 'Downloads and sales' }));
    expect(counts.getByRole('heading', { name: 'Downloads' }).nextSibling).toHaveTextContent(
      formatCount(0),
    );
    // No money columns without a currency; no revenue chart.
    expect(screen.queryByRole('columnheader', { name: 'Net' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /net revenue/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows another currency’s money when it is chosen', async () => {
    showAnalytics('?range=7d');
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await expectLocation('currency=GBP');
    const row = within(await table()).getByRole('row', {
      name: new RegExp(periodLabel('2026-11-21', 'DAY')),
    });
    expect(cellsOf(row).slice(5)).toEqual(
      // Gross sales, taxes, processing fees, refunds, net, the developer's and platform's shares.
      [300, 0, 0, 0, 250, 187, 63].map((amount) => formatMinorMoney(amount, 'GBP')),
    );
    expect(
      screen.getByRole('img', {
        name: /^Chart of net revenue and developer’s share \(75%\) in GBP/,
      }),
    ).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and loads them again on Retry', async () => {
    let refuse = true;
    showAnalytics('?range=7d', SALES, () =>
      answer(AnalyticsQuery, (range) => {
        if (refuse) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Down', 500);
        return { analytics: analyticsAnswer(range, SALES) };
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ANALYTICS_NOT_LOADED);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});
