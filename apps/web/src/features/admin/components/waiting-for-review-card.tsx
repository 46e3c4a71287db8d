import { businessDaysBetween, businessDaysWords } from '@vmu/domain';
import { Link } from '@/components/link';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate, formatMeasure } from '@/lib/format';
import type { StoreDashboard } from '../api/get-store-dashboard';
import { StatValue } from './stat-value';

type Pending = StoreDashboard['pending'];

const KINDS: {
  label: string;
  to: string;
  count: (pending: Pending) => number;
  since: (pending: Pending) => string | null | undefined;
}[] = [
  {
    label: 'New apps',
    to: paths.admin.review,
    count: (pending) => pending.newApps,
    since: (pending) => pending.newAppsWaitingSince,
  },
  {
    label: 'Updates',
    to: paths.admin.review,
    count: (pending) => pending.updates,
    since: (pending) => pending.updatesWaitingSince,
  },
  {
    label: 'Developer accounts',
    to: paths.admin.developers,
    count: (pending) => pending.developers,
    since: (pending) => pending.developersWaitingSince,
  },
];

/** How long the oldest has waited, in the business days the promise counts. */
function oldestText(since: string, now: Date): string {
  const waited = businessDaysBetween(new Date(since), now);
  // Submitted this morning or over the weekend: "under 0.1 business days", not "0.0" (the domain).
  return `the oldest since ${formatDate(since)} (${businessDaysWords(waited, formatMeasure)})`;
}

/**
 * What waits for staff of every kind (new apps, updates of published apps, developer accounts),
 * each with its queue's link and since when the oldest has waited; dashes while unknown.
 */
export function WaitingForReviewCard({
  pending,
  now = new Date(),
}: {
  pending: Pending | undefined;
  now?: Date;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Waiting for Review</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {KINDS.map((kind) => {
            const count = pending ? kind.count(pending) : undefined;
            const since = pending ? kind.since(pending) : null;
            return (
              <li key={kind.label} className="grid gap-0.5">
                <span className="flex items-baseline justify-between gap-3">
                  <Link to={kind.to} className="font-medium text-primary hover:underline">
                    {kind.label}
                  </Link>
                  <span className="text-lg font-semibold tabular-nums">
                    <StatValue value={count} />
                  </span>
                </span>
                <span className="text-muted-foreground">
                  {count === undefined
                    ? null
                    : count === 0 || !since
                      ? 'Nothing waiting'
                      : `Waiting, ${oldestText(since, now)}`}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
