import { periodStarts, type AnalyticsRange } from '@vmu/domain';
import {
  AnalyticsQuery,
  type Analytics,
  type AnalyticsRevenue,
} from '@/features/analytics/api/get-analytics';
import {
  AnalyticsAppsQuery,
  type AnalyticsApp,
} from '@/features/analytics/api/list-analytics-apps';
import { answer } from '@/testing/graphql';

// The analytics query answered as the server would (decision 0040, for the web tests): every
// period of the range listed (empty ones with zeros), money only for periods with sales, and
// the totals summed from them (active users: the peak period).

type PeriodCounts = Omit<Analytics['periods'][number], 'start'>;
type Money = Omit<AnalyticsRevenue, 'start' | 'currency'>;

export interface AnalyticsFixture {
  /** Counts by period start; absent periods are zeros. */
  counts?: Record<string, Partial<PeriodCounts>>;
  /** Money by currency, then by period start. */
  money?: Partial<Record<AnalyticsRevenue['currency'], Record<string, Partial<Money>>>>;
}

const ZERO_COUNTS: PeriodCounts = { downloads: 0, activeUsers: 0, unitsSold: 0, unitsRefunded: 0 };
const ZERO_MONEY: Money = {
  gross: 0,
  taxes: 0,
  processingFees: 0,
  refunds: 0,
  net: 0,
  platformFee: 0,
  developerShare: 0,
};

export function analyticsAnswer(range: AnalyticsRange, fixture: AnalyticsFixture = {}): Analytics {
  const periods = periodStarts(range).map((start) => ({
    start,
    ...ZERO_COUNTS,
    ...fixture.counts?.[start],
  }));
  const currencies = Object.entries(fixture.money ?? {}) as [
    AnalyticsRevenue['currency'],
    Record<string, Partial<Money>>,
  ][];
  const revenue = periods.flatMap((period) =>
    currencies.flatMap(([currency, byStart]) => {
      const money = byStart[period.start];
      return money ? [{ start: period.start, currency, ...ZERO_MONEY, ...money }] : [];
    }),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const moneyKeys = Object.keys(ZERO_MONEY) as (keyof Money)[];
  return {
    ...range,
    periods,
    revenue,
    totals: {
      start: periods[0]?.start ?? range.from,
      downloads: sum(periods.map((period) => period.downloads)),
      activeUsers: Math.max(0, ...periods.map((period) => period.activeUsers)),
      unitsSold: sum(periods.map((period) => period.unitsSold)),
      unitsRefunded: sum(periods.map((period) => period.unitsRefunded)),
    },
    revenueTotals: currencies.map(([currency]) => {
      const rows = revenue.filter((row) => row.currency === currency);
      return {
        currency,
        ...(Object.fromEntries(
          moneyKeys.map((key) => [key, sum(rows.map((row) => row[key]))]),
        ) as Money),
      };
    }),
  };
}

/** Answers the analytics from `fixture` for whatever range the screen asks, and the app list. */
export function serveAnalytics(fixture: AnalyticsFixture = {}, apps: AnalyticsApp[] = []) {
  answer(AnalyticsQuery, ({ from, to, grouping }) => ({
    analytics: analyticsAnswer({ from, to, grouping }, fixture),
  }));
  answer(AnalyticsAppsQuery, () => ({
    listDeveloperApplications: { items: apps, nextToken: null },
  }));
}
