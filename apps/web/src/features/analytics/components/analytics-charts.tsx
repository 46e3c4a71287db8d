import { useMemo } from 'react';
import uPlot from 'uplot';
import { SHARE_LABELS, type AnalyticsAudience, type AnalyticsCsvRow } from '@vmu/domain';
import { countOf, formatCount, formatMinorMoney } from '@/lib/format';
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

/** Steps of a count axis: 1, 2, 5, 10, 20, 50 ... */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** Room a tick's label needs on the x axis, in CSS pixels. */
const TICK_ROOM = 72;

/** Ticks on the periods themselves (never on hours or days between them), as many as fit. */
function periodTicks(plot: uPlot): number[] {
  const starts = (plot.data[0] ?? []) as number[];
  const fit = Math.max(1, Math.floor(plot.bbox.width / uPlot.pxRatio / TICK_ROOM));
  const every = Math.ceil(starts.length / fit);
  return starts.filter((_, index) => index % every === 0);
}
const dayTicks = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthTicks = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The period the legend shows: the one under the pointer, else the latest, so the legend reads
 * figures before anyone hovers ('Period: 24 Nov, Downloads: 12', not 'Period: --').
 */
const legendIndex = (plot: uPlot, idx: number | null) => idx ?? (plot.data[0]?.length ?? 0) - 1;

/**
 * Options of both charts: time on x in UTC days (as the events are counted), ticked on the
 * periods ('19 Nov', or 'Nov 2026' by month), never at hours the figures do not have.
 */
function chartOptions(
  series: ChartSeries[],
  formatAxis: (value: number) => string,
  grouping: Analytics['grouping'],
  /** Counts step in whole numbers (no 0.2 of a download). */
  wholeNumbers = false,
): ChartOptions {
  const tick = grouping === 'MONTH' ? monthTicks : dayTicks;
  return {
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true } },
    series: [
      // The x series' name in the legend (uPlot's default is 'Time'), and its period.
      {
        label: 'Period',
        value: (plot: uPlot, _value: number | null, _series: number, idx: number | null) => {
          const seconds = plot.data[0]?.[legendIndex(plot, idx)];
          return seconds == null ? '—' : tick.format(new Date(seconds * 1000));
        },
      },
      ...series.map(({ label, color, format }) => ({
        label,
        stroke: themeColor(color),
        width: 2,
        value: (plot: uPlot, value: number | null, seriesIdx: number, idx: number | null) => {
          const shown = idx == null ? plot.data[seriesIdx]?.[legendIndex(plot, idx)] : value;
          return shown == null ? '—' : format(shown);
        },
      })),
    ],
    axes: [
      {
        splits: periodTicks,
        values: (_: uPlot, splits: number[]) =>
          splits.map((seconds) => tick.format(new Date(seconds * 1000))),
      },
      {
        size: 64,
        ...(wholeNumbers ? { incrs: WHOLE_STEPS } : {}),
        values: (_: uPlot, splits: number[]) => splits.map(formatAxis),
      },
    ],
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
        analytics.grouping,
        true,
      ),
    [analytics.grouping],
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
  const label = `Chart of downloads and active users ${rangeWords(analytics)}: ${countOf(downloads, 'download', 'downloads', formatCount)} in all, at most ${countOf(activeUsers, 'active user', 'active users', formatCount)} in a ${grouping}.`;
  return <UPlotChart label={label} options={options} data={data} />;
}

/** Net revenue and the developers' share (the viewer's own, or all of the store's) per period. */
export function RevenueChart({
  analytics,
  rows,
  currency,
  audience,
}: {
  analytics: Analytics;
  rows: AnalyticsCsvRow[];
  currency: string;
  audience: AnalyticsAudience;
}) {
  const share = SHARE_LABELS[audience];
  const options = useMemo(() => {
    const money = (major: number) => formatMinorMoney(Math.round(major * 100), currency);
    return chartOptions(
      [
        { label: 'Net revenue', color: '--color-primary', format: money },
        { label: share, color: '--color-success', format: money },
      ],
      money,
      analytics.grouping,
    );
  }, [currency, analytics.grouping, share]);
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
  const shareWords = share.toLowerCase();
  const label = `Chart of net revenue and ${shareWords} in ${currency} ${rangeWords(analytics)}: ${formatMinorMoney(total?.net ?? 0, currency)} net, ${formatMinorMoney(total?.developerShare ?? 0, currency)} ${shareWords} in all.`;
  return <UPlotChart label={label} options={options} data={data} />;
}
