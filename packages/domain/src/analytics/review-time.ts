import { REVIEW_TIME_BUSINESS_DAYS } from '../limits';

// How long reviews take (store figures; decision 0042): from a submission to its
// decision (approved or rejected), against the promise of 1-3 business days
// (docs/product.md, "Lengths and timings", REVIEW_TIME_TEXT). A business day is a weekday in UTC,
// as every figure of the store counts days: Saturdays and Sundays do not count, public holidays do
// (the store has no calendar of them). A review's business time is the weekday time between its two
// moments: submitted on Friday at 17:00 and decided on Monday at 09:00 is 16 hours, two thirds of a
// business day.

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
/** 1970-01-01, day 0 of the epoch, was a Thursday (getUTCDay 4). */
const EPOCH_WEEKDAY = 4;

/** The most business days a review is promised to take: 3 (of '1-3 business days'). */
export const REVIEW_PROMISE_BUSINESS_DAYS = REVIEW_TIME_BUSINESS_DAYS.max;

/** Sunday 0 .. Saturday 6 of the epoch's day number `day` (negative before 1970). */
const weekdayOf = (day: number) => (((EPOCH_WEEKDAY + day) % 7) + 7) % 7;
const isBusinessDay = (day: number) => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6;
};

/** Weekday milliseconds from the epoch to `ms`: whole weeks, the days left, the day begun. */
function businessMsSinceEpoch(ms: number): number {
  const day = Math.floor(ms / MS_PER_DAY);
  const weeks = Math.floor(day / 7);
  let businessDays = weeks * 5;
  for (let extra = weeks * 7; extra < day; extra += 1) {
    if (isBusinessDay(extra)) businessDays += 1;
  }
  const begun = isBusinessDay(day) ? ms - day * MS_PER_DAY : 0;
  return businessDays * MS_PER_DAY + begun;
}

/** Weekday (Monday to Friday, UTC) milliseconds from `start` to `end`; 0 when end is not later. */
export function businessMillisecondsBetween(start: Date, end: Date): number {
  if (!(end.getTime() > start.getTime())) return 0;
  return businessMsSinceEpoch(end.getTime()) - businessMsSinceEpoch(start.getTime());
}

/** Business days from `start` to `end`, in fractions of a day (16 weekday hours is 2/3). */
export const businessDaysBetween = (start: Date, end: Date) =>
  businessMillisecondsBetween(start, end) / MS_PER_DAY;

/** Hours from `start` to `end`, weekends included; 0 when end is not later. */
export const hoursBetween = (start: Date, end: Date) =>
  Math.max(0, end.getTime() - start.getTime()) / MS_PER_HOUR;

/** Whether a review decided at `decidedAt` kept the promise: at most 3 business days. */
export const isWithinReviewPromise = (submittedAt: Date, decidedAt: Date) =>
  businessMillisecondsBetween(submittedAt, decidedAt) <= REVIEW_PROMISE_BUSINESS_DAYS * MS_PER_DAY;

/**
 * The `fraction` percentile (0.5 the median, 0.9 the 90th) of values sorted ascending, by
 * linear interpolation between the two nearest ranks: SQL's percentile_cont, so the figures
 * agree with a query's. Null without values.
 */
export function percentileOf(sortedAscending: readonly number[], fraction: number): number | null {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`Not a fraction: ${fraction}`);
  const count = sortedAscending.length;
  if (count === 0) return null;
  const position = fraction * (count - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const below = sortedAscending[lower]!;
  const above = sortedAscending[upper]!;
  return below + (above - below) * (position - lower);
}

/** One decided review: when it was submitted, when staff approved or rejected it. */
export interface DecidedReview {
  submittedAt: Date;
  decidedAt: Date;
}

/** Reviews' waits summed up; the times are null when there were no decisions. */
export interface ReviewTimeSummary {
  decisions: number;
  medianHours: number | null;
  p90Hours: number | null;
  medianBusinessDays: number | null;
  p90BusinessDays: number | null;
  /** Decisions within REVIEW_PROMISE_BUSINESS_DAYS business days. */
  withinPromise: number;
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);

/** Median and 90th percentile of the waits, in hours and in business days, and the promise kept. */
export function summarizeReviewTimes(reviews: readonly DecidedReview[]): ReviewTimeSummary {
  const hours = ascending(
    reviews.map((review) => hoursBetween(review.submittedAt, review.decidedAt)),
  );
  const businessDays = ascending(
    reviews.map((review) => businessDaysBetween(review.submittedAt, review.decidedAt)),
  );
  return {
    decisions: reviews.length,
    medianHours: percentileOf(hours, 0.5),
    p90Hours: percentileOf(hours, 0.9),
    medianBusinessDays: percentileOf(businessDays, 0.5),
    p90BusinessDays: percentileOf(businessDays, 0.9),
    withinPromise: reviews.filter((review) =>
      isWithinReviewPromise(review.submittedAt, review.decidedAt),
    ).length,
  };
}

/** What a review-time figure says when there is nothing to measure (no decision, no wait). */
export const NO_REVIEW_TIME = 'No data yet';

/** The smallest business-day figure the screens print (one decimal). */
const SHOWN_BUSINESS_DAY = 0.1;

/**
 * A business-day figure in words, with the screen's own number format: "2.4 business days";
 * below a tenth of a day "under 0.1 business days" (a submission of this morning, or of the
 * weekend, has waited no business time yet), never "0.0 business days"; with nothing to
 * measure, NO_REVIEW_TIME (decision 0057).
 */
export function businessDaysWords(
  days: number | null | undefined,
  measure: (value: number) => string,
): string {
  if (days == null || !Number.isFinite(days)) return NO_REVIEW_TIME;
  if (days < SHOWN_BUSINESS_DAY - SHOWN_BUSINESS_DAY / 2) {
    return `under ${measure(SHOWN_BUSINESS_DAY)} business days`;
  }
  return `${measure(days)} business days`;
}

/** Hours in words, the same way: "57.0 h"; under a tenth of an hour "under 0.1 h". */
export function hoursWords(hours: number | null | undefined, measure: (value: number) => string) {
  if (hours == null || !Number.isFinite(hours)) return NO_REVIEW_TIME;
  return hours < 0.05 ? `under ${measure(0.1)} h` : `${measure(hours)} h`;
}
