import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_REVIEW_TIME } from '@vmu/domain';
import { renderScreen } from '@/testing/render';
import { ReviewTimesCard } from './review-times-card';
import { WaitingForReviewCard } from './waiting-for-review-card';

// A figure never prints a meaningless zero of its kind (decision 0057): a wait or a review time
// too short for a tenth of a business day, or one with nothing behind it, says so.
describe("the staff's review-time figures", () => {
  it('says a submission of this morning has waited under 0.1 business days, not 0.0', () => {
    const now = new Date('2026-12-07T00:30:00Z');
    renderScreen(
      <WaitingForReviewCard
        now={now}
        pending={{
          newApps: 1,
          newAppsWaitingSince: '2026-12-07T00:20:00Z',
          updates: 1,
          // Saturday: half an hour of business time by Monday at 00:30.
          updatesWaitingSince: '2026-12-05T12:00:00Z',
          developers: 0,
          developersWaitingSince: null,
        }}
      />,
    );
    expect(screen.getAllByText(/under 0\.1 business days/)).toHaveLength(2);
    expect(screen.queryByText(/0\.0 business days/)).not.toBeInTheDocument();
  });

  it('says when a review time has nothing to measure, and never shows 0.0', () => {
    renderScreen(
      <ReviewTimesCard
        times={{
          decisions: 2,
          withinPromise: 2,
          medianBusinessDays: 0.001,
          medianHours: 0.01,
          p90BusinessDays: null,
          p90Hours: null,
        }}
      />,
    );
    expect(screen.getByText('under 0.1 business days (under 0.1 h)')).toBeInTheDocument();
    expect(screen.getByText(NO_REVIEW_TIME)).toBeInTheDocument();
    // No figure reads 0.0 (the share's 100.0% aside).
    expect(screen.queryByText(/(?<![\d.])0\.0(?![\d%])/)).not.toBeInTheDocument();
  });
});
