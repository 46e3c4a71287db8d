import * as z from 'zod/mini';

// The range and grouping of the analytics screens (decision 0040). Days are UTC
// calendar days, written YYYY-MM-DD, as the events are counted; a week starts on Monday (ISO),
// a month on its first day.

export const ANALYTICS_GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const;
export type AnalyticsGrouping = (typeof ANALYTICS_GROUPINGS)[number];

/** The ranges offered besides a custom one: the last 7, 30 and 90 days, the last 12 months. */
export const ANALYTICS_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export const ANALYTICS_PRESET_LABELS: Record<AnalyticsPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
};

/** At most three years in one request: a chart of more is unreadable and its query long. */
export const ANALYTICS_MAX_DAYS = 3 * 366;

export const ANALYTICS_DAY_INVALID = 'Dates must be real days written YYYY-MM-DD';
export const ANALYTICS_RANGE_BACKWARDS = 'The start of the range must not be after its end';
export const ANALYTICS_RANGE_TOO_LONG = `A range can be at most ${ANALYTICS_MAX_DAYS} days`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A YYYY-MM-DD that names a real day (no 2026-02-30). */
export function isAnalyticsDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
/** The UTC day (YYYY-MM-DD) a moment falls on: every figure counts days in UTC. */
export const utcDayOf = (at: Date = new Date()) => toDay(at);

/**
 * Active users on an app's card and the dashboard: distinct devices that opened the app in the
 * last 30 UTC days, today included (monthly active users).
 */
export const ACTIVE_USERS_WINDOW_DAYS = 30;
export const addDays = (day: string, days: number) =>
  toDay(new Date(toDate(day).getTime() + days * MS_PER_DAY));
/** The first UTC day of the active-users window that ends on `today` (29 days before it). */
export const activeUsersWindowStart = (today: string = utcDayOf()) =>
  addDays(today, -(ACTIVE_USERS_WINDOW_DAYS - 1));
/** Days from `from` to `to`, both counted (2026-01-01..2026-01-01 is 1). */
export const daysIn = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / MS_PER_DAY) + 1;

const DaySchema = z.string().check(z.refine(isAnalyticsDay, ANALYTICS_DAY_INVALID));

/** A range of days as a request gives it, refused when backwards or longer than the maximum. */
export const AnalyticsRangeSchema = z
  .object({ from: DaySchema, to: DaySchema, grouping: z.enum(ANALYTICS_GROUPINGS) })
  .check(
    z.refine((range) => range.from <= range.to, {
      message: ANALYTICS_RANGE_BACKWARDS,
      path: ['from'],
    }),
    z.refine(
      (range) => range.from > range.to || daysIn(range.from, range.to) <= ANALYTICS_MAX_DAYS,
      {
        message: ANALYTICS_RANGE_TOO_LONG,
        path: ['to'],
      },
    ),
  );
export type AnalyticsRange = z.output<typeof AnalyticsRangeSchema>;

/** The first day of the period `day` is in. */
export function periodStart(day: string, grouping: AnalyticsGrouping): string {
  if (grouping === 'DAY') return day;
  if (grouping === 'MONTH') return `${day.slice(0, 8)}01`;
  // getUTCDay: Sunday 0 .. Saturday 6; ISO weeks start on Monday.
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every period of the range in order, its first day each (the first may start before `from`). */
export function periodStarts(range: AnalyticsRange): string[] {
  const starts: string[] = [];
  let day = periodStart(range.from, range.grouping);
  while (day <= range.to) {
    starts.push(day);
    day =
      range.grouping === 'DAY'
        ? addDays(day, 1)
        : range.grouping === 'WEEK'
          ? addDays(day, 7)
          : nextMonth(day);
  }
  return starts;
}

function nextMonth(firstOfMonth: string): string {
  const date = toDate(firstOfMonth);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/**
 * A preset as a range ending today (UTC), grouped as it reads best: days for up to 30 days,
 * weeks for 90, months for 12 months.
 */
export function presetRange(preset: AnalyticsPreset, today: string): AnalyticsRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today, grouping: 'DAY' };
    case '30d':
      return { from: addDays(today, -29), to: today, grouping: 'DAY' };
    case '90d':
      return { from: addDays(today, -89), to: today, grouping: 'WEEK' };
    case '12m': {
      const date = toDate(today);
      const from = toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1)));
      return { from, to: today, grouping: 'MONTH' };
    }
  }
}
