import { REVIEW_TIME_TEXT } from '../limits';
import { businessDaysBetween, REVIEW_PROMISE_BUSINESS_DAYS } from './review-time';

// How long a submission in the review queue has waited, against the promise of 1-3 business
// days (decision 0058), counted as the store's review times are (weekdays in UTC).

export type ReviewWait = {
  /** Whole business days waited so far. */
  businessDays: number;
  /** Past the promise's last business day. */
  overdue: boolean;
  /** What the queue's card says, e.g. 'Waiting 2 business days of 1-3 business days'. */
  text: string;
};

const days = (count: number) => `${count} business ${count === 1 ? 'day' : 'days'}`;

/** The wait of a submission made at `submittedAt`, seen at `now`. */
export function reviewWait(submittedAt: Date, now: Date): ReviewWait {
  const waited = businessDaysBetween(submittedAt, now);
  const businessDays = Math.floor(waited);
  const overdue = waited > REVIEW_PROMISE_BUSINESS_DAYS;
  const so = businessDays < 1 ? 'less than 1 business day' : days(businessDays);
  return {
    businessDays,
    overdue,
    text: overdue
      ? `Overdue: waiting ${so} (promised ${REVIEW_TIME_TEXT})`
      : `Waiting ${so} of ${REVIEW_TIME_TEXT}`,
  };
}
