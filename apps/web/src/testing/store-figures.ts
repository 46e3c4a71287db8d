import { DailyFiguresCheckQuery } from '@/features/admin/api/get-daily-figures-check';
import { DataDiskSpaceQuery } from '@/features/admin/api/get-data-disk-space';
import {
  periodStart,
  periodStarts,
  summarizeReviewTimes,
  type AnalyticsRange,
  type DecidedReview,
} from '@vmu/domain';
import { StoreDashboardQuery, type StoreDashboard } from '@/features/admin/api/get-store-dashboard';
import { StoreFiguresQuery, type StoreFigures } from '@/features/analytics/api/get-store-figures';
import { answer } from '@/testing/graphql';

// The store figures answered as the server would (decision 0042, for the web tests): every
// period of the range listed, the review times summed up from decisions by the domain's own
// rule, so a fixture cannot show a median the server would never send.

type Kind = 'newApps' | 'updates' | 'developers';

export interface StoreFiguresFixture {
  topApps?: Partial<StoreFigures['topApps']>;
  /** New developers and apps by period start; absent periods are zeros. */
  growth?: Record<string, Partial<Omit<StoreFigures['growth']['totals'], 'start'>>>;
  /** Decisions of each kind (ISO moments). */
  decisions?: Partial<Record<Kind, { submittedAt: string; decidedAt: string }[]>>;
  pending?: Partial<StoreDashboard['pending']>;
  payouts?: StoreFigures['payouts'];
  payoutsDueThisMonth?: StoreDashboard['payoutsDueThisMonth'];
}

const NO_GROWTH = { developersJoined: 0, developersVerified: 0, appsCreated: 0, appsPublished: 0 };
const NOTHING_PENDING: StoreDashboard['pending'] = {
  newApps: 0,
  updates: 0,
  developers: 0,
  newAppsWaitingSince: null,
  updatesWaitingSince: null,
  developersWaitingSince: null,
};

const decided = (fixture: StoreFiguresFixture, kinds: Kind[]): DecidedReview[] =>
  kinds.flatMap((kind) =>
    (fixture.decisions?.[kind] ?? []).map((review) => ({
      submittedAt: new Date(review.submittedAt),
      decidedAt: new Date(review.decidedAt),
    })),
  );

function reviewTimesOf(fixture: StoreFiguresFixture, range: AnalyticsRange) {
  const all = decided(fixture, ['newApps', 'updates', 'developers']);
  return {
    all: summarizeReviewTimes(all),
    newApps: summarizeReviewTimes(decided(fixture, ['newApps'])),
    updates: summarizeReviewTimes(decided(fixture, ['updates'])),
    developers: summarizeReviewTimes(decided(fixture, ['developers'])),
    periods: periodStarts(range).map((start) => ({
      start,
      reviews: summarizeReviewTimes(
        all.filter(
          (review) =>
            periodStart(review.decidedAt.toISOString().slice(0, 10), range.grouping) === start,
        ),
      ),
    })),
  };
}

export function storeFiguresAnswer(
  range: AnalyticsRange,
  fixture: StoreFiguresFixture = {},
): StoreFigures {
  const periods = periodStarts(range).map((start) => ({
    start,
    ...NO_GROWTH,
    ...fixture.growth?.[start],
  }));
  const sum = (key: keyof typeof NO_GROWTH) =>
    periods.reduce((total, period) => total + period[key], 0);
  return {
    ...range,
    topApps: { byDownloads: [], byRevenue: [], ...fixture.topApps },
    growth: {
      periods,
      totals: {
        start: range.from,
        developersJoined: sum('developersJoined'),
        developersVerified: sum('developersVerified'),
        appsCreated: sum('appsCreated'),
        appsPublished: sum('appsPublished'),
      },
    },
    reviewTimes: reviewTimesOf(fixture, range),
    payouts: fixture.payouts ?? [],
  };
}

/** Answers the store figures from `fixture` for whatever range the screen asks. */
export function serveStoreFigures(fixture: StoreFiguresFixture = {}) {
  answer(StoreFiguresQuery, (range) => ({ storeFigures: storeFiguresAnswer(range, fixture) }));
}

/** Answers the admin dashboard's store figures from `fixture`. */
export function serveStoreDashboard(fixture: StoreFiguresFixture = {}) {
  // The dashboard's system status asks for the data disk's space and the daily figures' last
  // check: neither checked yet, by default.
  answer(DataDiskSpaceQuery, () => ({ dataDiskSpace: null }));
  answer(DailyFiguresCheckQuery, () => ({ dailyFiguresCheck: null }));
  answer(StoreDashboardQuery, (range) => ({
    storeFigures: {
      reviewTimes: { all: reviewTimesOf(fixture, range).all },
      pending: { ...NOTHING_PENDING, ...fixture.pending },
      payoutsDueThisMonth: fixture.payoutsDueThisMonth ?? [],
    },
  }));
}
