import { describe, expect, it } from 'vitest';
import { REVIEW_TIME_BUSINESS_DAYS, REVIEW_TIME_TEXT } from '../limits';
import {
  businessDaysWords,
  hoursWords,
  NO_REVIEW_TIME,
  REVIEW_PROMISE_BUSINESS_DAYS,
  businessDaysBetween,
  businessMillisecondsBetween,
  hoursBetween,
  isWithinReviewPromise,
  percentileOf,
  summarizeReviewTimes,
} from './review-time';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

/** The same rule counted the slow way: every hour of the wait, on a weekday or not. */
function weekdayHoursCounted(start: Date, end: Date): number {
  let hours = 0;
  for (let t = start.getTime(); t < end.getTime(); t += HOUR) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) hours += 1;
  }
  return hours;
}

describe('business time of a review', () => {
  // 2026-11-20 is a Friday; 2026-11-23 a Monday.
  it('does not count Saturdays and Sundays', () => {
    expect(businessDaysBetween(at('2026-11-20T17:00:00Z'), at('2026-11-23T09:00:00Z'))).toBe(
      16 / 24,
    );
    expect(hoursBetween(at('2026-11-20T17:00:00Z'), at('2026-11-23T09:00:00Z'))).toBe(64);
    // Submitted and decided within one weekend: no business time at all.
    expect(
      businessMillisecondsBetween(at('2026-11-21T08:00:00Z'), at('2026-11-22T20:00:00Z')),
    ).toBe(0);
    // Saturday to Monday 06:00: only Monday's six hours.
    expect(businessDaysBetween(at('2026-11-21T10:00:00Z'), at('2026-11-23T06:00:00Z'))).toBe(0.25);
  });

  it('counts weekdays whole, across weeks, months and years', () => {
    // Monday to the next Monday, same time: five business days.
    expect(businessDaysBetween(at('2026-11-16T10:00:00Z'), at('2026-11-23T10:00:00Z'))).toBe(5);
    // Four weeks: twenty.
    expect(businessDaysBetween(at('2026-11-02T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(20);
    // Over New Year (2026-12-31 is a Thursday, 2027-01-04 a Monday): Thursday and Friday.
    expect(businessDaysBetween(at('2026-12-31T00:00:00Z'), at('2027-01-04T00:00:00Z'))).toBe(2);
    // Before 1970 too (the epoch is only the counting's origin).
    expect(businessDaysBetween(at('1969-12-26T00:00:00Z'), at('1970-01-02T00:00:00Z'))).toBe(5);
  });

  it('agrees with counting every hour, on any pair of moments', () => {
    const start = at('2026-10-29T00:00:00Z').getTime();
    for (let i = 0; i < 400; i += 1) {
      // Whole hours, so the hour-by-hour count is exact; spread over about three weeks.
      const from = new Date(start + ((i * 37) % 500) * HOUR);
      const to = new Date(from.getTime() + ((i * 53) % 400) * HOUR);
      expect(
        businessMillisecondsBetween(from, to) / HOUR,
        `${from.toISOString()} ${to.toISOString()}`,
      ).toBe(weekdayHoursCounted(from, to));
    }
  });

  it('is zero when the decision is not later than the submission', () => {
    const moment = at('2026-11-18T12:00:00Z');
    expect(businessMillisecondsBetween(moment, moment)).toBe(0);
    expect(businessMillisecondsBetween(moment, at('2026-11-17T12:00:00Z'))).toBe(0);
    expect(hoursBetween(moment, at('2026-11-17T12:00:00Z'))).toBe(0);
  });

  it('keeps the promise of the spec: at most 3 business days', () => {
    expect(REVIEW_TIME_TEXT).toBe(
      `${REVIEW_TIME_BUSINESS_DAYS.min}-${REVIEW_TIME_BUSINESS_DAYS.max} business days`,
    );
    expect(REVIEW_PROMISE_BUSINESS_DAYS).toBe(3);
    // Friday 17:00: three business days end on Wednesday at 17:00.
    const friday = at('2026-11-20T17:00:00Z');
    expect(isWithinReviewPromise(friday, at('2026-11-25T17:00:00Z'))).toBe(true);
    expect(isWithinReviewPromise(friday, at('2026-11-25T17:00:01Z'))).toBe(false);
    // Six calendar days that hold only three business days (a weekend in between).
    expect(isWithinReviewPromise(at('2026-11-19T09:00:00Z'), at('2026-11-24T09:00:00Z'))).toBe(
      true,
    );
  });
});

describe('percentileOf', () => {
  it('interpolates between the nearest ranks, as percentile_cont does', () => {
    expect(percentileOf([], 0.5)).toBeNull();
    expect(percentileOf([7], 0.9)).toBe(7);
    expect(percentileOf([1, 2, 3, 4], 0.5)).toBe(2.5);
    // 0.9 of 9 steps: 8.1, between the 9th (9) and the 10th (100) value.
    expect(percentileOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 100], 0.9)).toBeCloseTo(18.1, 10);
    expect(percentileOf([1, 2, 3], 0)).toBe(1);
    expect(percentileOf([1, 2, 3], 1)).toBe(3);
  });

  it('refuses what is not a fraction', () => {
    for (const bad of [-0.1, 1.5, Number.NaN]) {
      expect(() => percentileOf([1], bad)).toThrow(RangeError);
    }
  });
});

describe('summarizeReviewTimes', () => {
  it('gives median and 90th percentile in hours and business days, and the promise kept', () => {
    // Monday 2026-11-16 09:00 submissions, decided 2, 10, 30 hours and 6 days later.
    const submittedAt = at('2026-11-16T09:00:00Z');
    const after = (hours: number) => ({
      submittedAt,
      decidedAt: new Date(submittedAt.getTime() + hours * HOUR),
    });
    const summary = summarizeReviewTimes([after(30), after(2), after(6 * 24), after(10)]);
    expect(summary).toEqual({
      decisions: 4,
      medianHours: 20,
      // 0.9 of 3 steps: 2.7, from 30 towards 144.
      p90Hours: expect.closeTo(30 + (144 - 30) * 0.7, 10),
      medianBusinessDays: expect.closeTo(20 / 24, 10),
      // Monday 09:00 to Sunday 09:00 holds 15 + 4 * 24 = 111 business hours (no Saturday).
      p90BusinessDays: expect.closeTo(30 / 24 + (111 / 24 - 30 / 24) * 0.7, 10),
      withinPromise: 3,
    });
  });

  it('has no times without decisions', () => {
    expect(summarizeReviewTimes([])).toEqual({
      decisions: 0,
      medianHours: null,
      p90Hours: null,
      medianBusinessDays: null,
      p90BusinessDays: null,
      withinPromise: 0,
    });
  });
});

describe('review-time figures in words', () => {
  const measure = (value: number) => value.toFixed(1);
  it('never prints a zero of its kind: too short for a tenth says so, nothing to measure too', () => {
    expect(businessDaysWords(0, measure)).toBe('under 0.1 business days');
    expect(businessDaysWords(0.04, measure)).toBe('under 0.1 business days');
    expect(businessDaysWords(0.05, measure)).toBe('0.1 business days');
    expect(businessDaysWords(2.44, measure)).toBe('2.4 business days');
    expect(businessDaysWords(null, measure)).toBe(NO_REVIEW_TIME);
    expect(hoursWords(0, measure)).toBe('under 0.1 h');
    expect(hoursWords(57, measure)).toBe('57.0 h');
    expect(hoursWords(undefined, measure)).toBe(NO_REVIEW_TIME);
  });
});
