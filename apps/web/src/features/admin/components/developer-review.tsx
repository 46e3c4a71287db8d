import { useEffect } from 'react';
import { PartyPopper, UserCheck } from 'lucide-react';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAdminStats } from '../api/get-admin-stats';
import { usePendingDevelopers } from '../api/list-pending-developers';
import { toastReviewFailure } from '../review-failure';
import { PendingDeveloperCard } from './pending-developer-card';
import { StatValue } from './stat-value';

/** /admin/developers: the queue of developer accounts waiting for staff verification. */
export function DeveloperReview() {
  const stats = useAdminStats();
  const pending = usePendingDevelopers();
  const { error } = pending;

  useEffect(() => {
    if (error) toastReviewFailure('Failed to load pending developer accounts', error);
  }, [error]);

  useEffect(() => {
    if (stats.error) console.error('Failed to get admin stats', stats.error);
  }, [stats.error]);

  const developers = pending.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Developer Review</h1>
        <p className="mt-1 text-muted-foreground">
          Verify the developer accounts that finished onboarding.
        </p>
      </div>

      <Card role="group" aria-labelledby="pending-developers-count" className="sm:max-w-xs">
        <CardContent className="flex items-center justify-between gap-4 pt-6">
          <div>
            <h2 id="pending-developers-count" className="text-sm font-medium text-muted-foreground">
              Pending Developers
            </h2>
            <p className="text-3xl font-bold tabular-nums">
              {stats.isPending ? (
                <Spinner className="size-6" />
              ) : (
                <StatValue value={stats.data?.pendingDevelopers} />
              )}
            </p>
          </div>
          <UserCheck className="size-8 text-muted-foreground" aria-hidden="true" />
        </CardContent>
      </Card>

      {pending.isPending ? (
        <LoadingStatus />
      ) : pending.isError && developers.length === 0 ? (
        <ListFailure query={pending} className="text-muted-foreground">
          <p>The pending developer accounts could not be loaded.</p>
        </ListFailure>
      ) : developers.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-10 pt-10 text-center">
            <PartyPopper className="size-10 text-success" aria-hidden="true" />
            <h2 className="text-lg font-semibold">All caught up!</h2>
            <p className="text-muted-foreground">
              No developer accounts are currently pending review.
            </p>
          </CardContent>
        </Card>
      ) : (
        <section aria-label="Pending developer accounts" className="grid gap-4">
          {developers.map((developer) => (
            <PendingDeveloperCard key={developer.userId} developer={developer} />
          ))}
          <LoadMore list={pending} />
        </section>
      )}
    </div>
  );
}
