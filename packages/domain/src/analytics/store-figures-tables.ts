import { MONEY_FIGURE_LABELS } from '../money/figures';
import { cell, type FigureCell, type FigureTable } from './figure-table';
import type { AnalyticsGrouping, AnalyticsRange } from './range';
import { REVIEW_PROMISE_BUSINESS_DAYS } from './review-time';

// The tables of the store's own figures (/admin/analytics; decision 0042), each as the
// screen shows it and its CSV export writes it. The inputs are the storeFigures query's answers.

export const DELETED_APP = 'Deleted app';
export const DELETED_ACCOUNT = 'Deleted account';

export interface TopAppByDownloadsFigures {
  appName: string;
  bundleIdentifier: string;
  developerName?: string | null;
  downloads: number;
}

export interface TopAppByRevenueFigures {
  appName?: string | null;
  bundleIdentifier?: string | null;
  developerName?: string | null;
  currency: string;
  unitsSold: number;
  unitsRefunded: number;
  gross: number;
  net: number;
  platformFee: number;
}

export interface StoreGrowthFigures {
  start: string;
  developersJoined: number;
  developersVerified: number;
  appsCreated: number;
  appsPublished: number;
}

export interface ReviewTimeFigures {
  decisions: number;
  medianHours?: number | null;
  p90Hours?: number | null;
  medianBusinessDays?: number | null;
  p90BusinessDays?: number | null;
  withinPromise: number;
}

export interface PayoutMonthFigures {
  month: string;
  currency: string;
  dueCount: number;
  dueAmount: number;
  paidCount: number;
  paidAmount: number;
  carriedCount: number;
}

const APP_HEADERS = ['App', 'Bundle identifier', 'Developer'];
const { text, period, month, count, money, measure, share } = cell;
const developerCell = (name: string | null | undefined) => text(name ?? DELETED_ACCOUNT);

export const topAppsByDownloadsTable = (
  apps: readonly TopAppByDownloadsFigures[],
): FigureTable => ({
  header: [...APP_HEADERS, 'Downloads'],
  rows: apps.map((app) => [
    text(app.appName),
    text(app.bundleIdentifier),
    developerCell(app.developerName),
    count(app.downloads),
  ]),
});

/** Every currency's top apps in one table, currency by currency (never added together). */
export const topAppsByRevenueTable = (apps: readonly TopAppByRevenueFigures[]): FigureTable => ({
  header: [
    ...APP_HEADERS,
    'Currency',
    'Units sold',
    'Units refunded',
    MONEY_FIGURE_LABELS.grossSales,
    MONEY_FIGURE_LABELS.net,
    MONEY_FIGURE_LABELS.platformShare,
  ],
  rows: apps.map((app) => [
    text(app.appName ?? DELETED_APP),
    text(app.bundleIdentifier ?? ''),
    developerCell(app.developerName),
    text(app.currency),
    count(app.unitsSold),
    count(app.unitsRefunded),
    money(app.gross, app.currency),
    money(app.net, app.currency),
    money(app.platformFee, app.currency),
  ]),
});

export const storeGrowthTable = (
  periods: readonly StoreGrowthFigures[],
  grouping: AnalyticsGrouping,
): FigureTable => ({
  header: [
    'Period start',
    'Developers joined',
    'Developers verified',
    'Apps created',
    'Apps published',
  ],
  rows: periods.map((each) => [
    period(each.start, grouping),
    count(each.developersJoined),
    count(each.developersVerified),
    count(each.appsCreated),
    count(each.appsPublished),
  ]),
});

/** The share of decisions that kept the promise; null without decisions. */
export const withinPromiseShare = ({ decisions, withinPromise }: ReviewTimeFigures) =>
  decisions === 0 ? null : withinPromise / decisions;

const REVIEW_TIME_HEADERS = [
  'Decisions',
  'Median (business days)',
  '90th percentile (business days)',
  'Median (hours)',
  '90th percentile (hours)',
  `Within ${REVIEW_PROMISE_BUSINESS_DAYS} business days (%)`,
];

const reviewTimeCells = (times: ReviewTimeFigures): FigureCell[] => [
  count(times.decisions),
  measure(times.medianBusinessDays ?? null),
  measure(times.p90BusinessDays ?? null),
  measure(times.medianHours ?? null),
  measure(times.p90Hours ?? null),
  share(withinPromiseShare(times)),
];

/** What each kind of review is called in the tables. */
export const REVIEW_KIND_LABELS = {
  all: 'All reviews',
  newApps: 'New apps',
  updates: 'Updates',
  developers: 'Developer accounts',
} as const;
export type ReviewKind = keyof typeof REVIEW_KIND_LABELS;

export const reviewTimesTable = (times: Record<ReviewKind, ReviewTimeFigures>): FigureTable => ({
  header: ['Reviews', ...REVIEW_TIME_HEADERS],
  rows: (Object.keys(REVIEW_KIND_LABELS) as ReviewKind[]).map((kind) => [
    text(REVIEW_KIND_LABELS[kind]),
    ...reviewTimeCells(times[kind]),
  ]),
});

export const reviewTimesByPeriodTable = (
  periods: readonly { start: string; reviews: ReviewTimeFigures }[],
  grouping: AnalyticsGrouping,
): FigureTable => ({
  header: ['Period start', ...REVIEW_TIME_HEADERS],
  rows: periods.map((each) => [period(each.start, grouping), ...reviewTimeCells(each.reviews)]),
});

export const payoutMonthsTable = (months: readonly PayoutMonthFigures[]): FigureTable => ({
  header: [
    'Month',
    'Currency',
    'Payouts due',
    'Amount due',
    'Payouts paid',
    'Amount paid',
    'Carried (below the minimum)',
  ],
  rows: months.map((each) => [
    month(each.month),
    text(each.currency),
    count(each.dueCount),
    money(each.dueAmount, each.currency),
    count(each.paidCount),
    money(each.paidAmount, each.currency),
    count(each.carriedCount),
  ]),
});

/** The store figures' tables, as their exports are named. */
export const STORE_FIGURE_TABLES = [
  'top-apps-by-downloads',
  'top-apps-by-revenue',
  'new-developers-and-apps',
  'review-times',
  'review-times-by-period',
  'payouts',
] as const;
export type StoreFigureTableName = (typeof STORE_FIGURE_TABLES)[number];

/** A table's export file name, e.g. 'store-payouts-2026-10-26-to-2026-11-24-day.csv'. */
export const storeFigureCsvFileName = (
  table: StoreFigureTableName,
  { from, to, grouping }: AnalyticsRange,
) => `store-${table}-${from}-to-${to}-${grouping.toLowerCase()}.csv`;
