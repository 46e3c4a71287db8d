import { useMemo } from 'react';
import uPlot from 'uplot';
import type { AnalyticsCsvRow } from '@vmu/domain';
import { formatCount, formatMinorMoney } from '@/lib/format';
import { periodLabel } from '../analytics-rows';
import type { Analytics } from '../api/get-analytics';
import { UPlotChart, type ChartOptions } from './uplot-chart';

/** A theme colour for the canvas, which cannot read Tailwind's classes: the design token's value. */
function themeColor(token: string): string {
  return (
    getComputedStyle(document.documentElement).getPropertyValue(token).trim() || 'currentColor'
  );
}

const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

interface ChartSeries {
  label: string;
  /** A design token, e.g. '--color-primary'. */
  color: string;
  format: (value: number) => string;
}

/** Options of both charts: time on x in UTC days (as the events are counted), values formatted. */
function chartOptions(series: ChartSeries[], formatAxis: (value: number) => string): ChartOptions {
  return {
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true } },
    series: [
      {},
      ...series.map(({ label, color, format }) => ({
        label,
        stroke: themeColor(color),
        width: 2,
        value: (_: uPlot, value: number | null) => (value == null ? '—' : format(value)),
      })),
    ],
    axes: [{}, { size: 64, values: (_: uPlot, splits: number[]) => splits.map(formatAxis) }],
  };
}

const GROUPING_WORDS: Record<Analytics['grouping'], string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
};

/** The range in words, as both charts' summaries start. */
const rangeWords = (analytics: Analytics) =>
  `by ${GROUPING_WORDS[analytics.grouping]}, ${periodLabel(analytics.from, 'DAY')} to ${periodLabel(analytics.to, 'DAY')}`;

/** Downloads and active users per period. */
export function ActivityChart({
  analytics,
  rows,
}: {
  analytics: Analytics;
  rows: AnalyticsCsvRow[];
}) {
  const options = useMemo(
    () =>
      chartOptions(
        [
          { label: 'Downloads', color: '--color-primary', format: formatCount },
          { label: 'Active users', color: '--color-accent', format: formatCount },
        ],
        formatCount,
      ),
    [],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => [
      rows.map((row) => secondsOf(row.start)),
      rows.map((row) => row.downloads),
      rows.map((row) => row.activeUsers),
    ],
    [rows],
  );
  const { downloads, activeUsers } = analytics.totals;
  const grouping = GROUPING_WORDS[analytics.grouping];
  const label = `Chart of downloads and active users ${rangeWords(analytics)}: ${formatCount(downloads)} downloads in all, at most ${formatCount(activeUsers)} active users in a ${grouping}.`;
  return <UPlotChart label={label} options={options} data={data} />;
}

/** Net revenue and the developer's share per period, in one currency. */
export function RevenueChart({
  analytics,
  rows,
  currency,
}: {
  analytics: Analytics;
  rows: AnalyticsCsvRow[];
  currency: string;
}) {
  const options = useMemo(() => {
    const money = (major: number) => formatMinorMoney(Math.round(major * 100), currency);
    return chartOptions(
      [
        { label: 'Net revenue', color: '--color-primary', format: money },
        { label: 'Your share', color: '--color-success', format: money },
      ],
      money,
    );
  }, [currency]);
  // Plotted in major units (4.99, not 499) so the axis steps fall on whole amounts.
  const data = useMemo<uPlot.AlignedData>(
    () => [
      rows.map((row) => secondsOf(row.start)),
      rows.map((row) => (row.money?.net ?? 0) / 100),
      rows.map((row) => (row.money?.developerShare ?? 0) / 100),
    ],
    [rows],
  );
  const total = analytics.revenueTotals.find((revenue) => revenue.currency === currency);
  const label = `Chart of net revenue and your share in ${currency} ${rangeWords(analytics)}: ${formatMinorMoney(total?.net ?? 0, currency)} net, ${formatMinorMoney(total?.developerShare ?? 0, currency)} your share in all.`;
  return <UPlotChart label={label} options={options} data={data} />;
}
