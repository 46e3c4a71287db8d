import {
  businessDaysWords,
  DASHBOARD_REVIEW_DAYS,
  hoursWords,
  REVIEW_PROMISE_BUSINESS_DAYS,
  REVIEW_TIME_TEXT,
  withinPromiseShare,
} from '@vmu/domain';
import { Link } from '@/components/link';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCount, formatMeasure, formatShare } from '@/lib/format';
import type { StoreDashboard } from '../api/get-store-dashboard';
import { StatValue } from './stat-value';

type ReviewTimes = StoreDashboard['reviewTimes']['all'];

// A figure with nothing to measure says so; one too small for a decimal is not "0.0" (the domain).
const inBusinessDays = (value: number | null | undefined, hours: number | null | undefined) =>
  value == null
    ? businessDaysWords(value, formatMeasure)
    : `${businessDaysWords(value, formatMeasure)} (${hoursWords(hours, formatMeasure)})`;

/** The last 30 days' review times against the promise, and the way to the store's figures. */
export function ReviewTimesCard({ times }: { times: ReviewTimes | undefined }) {
  const share = times ? withinPromiseShare(times) : null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Review Times</h2>
        <p className="text-sm text-muted-foreground">
          Submitted to decided, the last {DASHBOARD_REVIEW_DAYS} days. The promise is{' '}
          {REVIEW_TIME_TEXT}.
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {times && times.decisions === 0 ? (
          <p className="text-muted-foreground">
            No reviews were decided in the last {DASHBOARD_REVIEW_DAYS} days.
          </p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Median</dt>
            <dd className="tabular-nums">
              {times ? (
                inBusinessDays(times.medianBusinessDays, times.medianHours)
              ) : (
                <StatValue value={undefined} />
              )}
            </dd>
            <dt className="text-muted-foreground">90th percentile</dt>
            <dd className="tabular-nums">
              {times ? (
                inBusinessDays(times.p90BusinessDays, times.p90Hours)
              ) : (
                <StatValue value={undefined} />
              )}
            </dd>
            <dt className="text-muted-foreground">
              Within {REVIEW_PROMISE_BUSINESS_DAYS} business days
            </dt>
            <dd className="tabular-nums">
              {times && share !== null ? (
                `${formatShare(share)} (${formatCount(times.withinPromise)} of ${formatCount(times.decisions)})`
              ) : (
                <StatValue value={undefined} />
              )}
            </dd>
          </dl>
        )}
        <Link to={paths.admin.analytics} className="font-medium text-primary hover:underline">
          Store Analytics
        </Link>
      </CardContent>
    </Card>
  );
}
