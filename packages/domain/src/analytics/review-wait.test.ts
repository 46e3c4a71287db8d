import { describe, expect, it } from 'vitest';
import { reviewWait } from './review-wait';

describe('reviewWait', () => {
  // Monday 2026-11-02 09:00 UTC.
  const monday = new Date('2026-11-02T09:00:00Z');

  it('counts whole business days against the 1-3 business day promise', () => {
    expect(reviewWait(monday, new Date('2026-11-02T15:00:00Z'))).toEqual({
      businessDays: 0,
      overdue: false,
      text: 'Waiting less than 1 business day of 1-3 business days',
    });
    expect(reviewWait(monday, new Date('2026-11-03T10:00:00Z')).text).toBe(
      'Waiting 1 business day of 1-3 business days',
    );
    expect(reviewWait(monday, new Date('2026-11-05T09:00:00Z')).text).toBe(
      'Waiting 3 business days of 1-3 business days',
    );
  });

  it('skips the weekend and says when the promise is broken', () => {
    const friday = new Date('2026-11-06T17:00:00Z');
    expect(reviewWait(friday, new Date('2026-11-09T09:00:00Z')).businessDays).toBe(0);
    expect(reviewWait(monday, new Date('2026-11-05T09:00:01Z'))).toEqual({
      businessDays: 3,
      overdue: true,
      text: 'Overdue: waiting 3 business days (promised 1-3 business days)',
    });
  });
});
