import { useEffect, useRef } from 'react';
import { CalendarCheck, CheckCircle2, Clock, Inbox, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminApplicationCounts } from '../api/get-admin-application-counts';
import { useAdminApplications } from '../api/list-all-applications';
import { usePackageDownload } from '../hooks/use-package-download';
import { toastReviewFailure } from '../review-failure';
import { CountCard } from './count-card';
import { LoadingStatus } from './loading-status';
import { ReviewAppCard } from './review-app-card';

const LIST_FAILED = 'Failed to load applications';

/** /admin/review: the apps waiting for review, oldest decisions first to be made by staff. */
export function AppReview() {
  const counts = useAdminApplicationCounts();
  const queue = useAdminApplications({ status: 'SUBMITTED', excludeStatus: null, search: '' });
  const { download, pendingAppId } = usePackageDownload();
  const heading = useRef<HTMLHeadingElement>(null);
  const { error } = queue;

  useEffect(() => {
    if (error) toastReviewFailure(LIST_FAILED, error);
  }, [error]);

  useEffect(() => {
    if (counts.error) console.error('Failed to get admin stats', counts.error);
  }, [counts.error]);

  const apps = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
          App Review
        </h1>
        <p className="mt-1 text-muted-foreground">
          Approve the apps that are ready for the store, or tell their developers what to fix.
        </p>
      </div>

      <section aria-label="Review figures" className="grid grid-cols-3 gap-3 sm:gap-4">
        <CountCard
          title="Pending Review"
          icon={Clock}
          value={counts.data?.submitted}
          loading={counts.isPending}
        />
        <CountCard
          title="Approved Today"
          icon={CalendarCheck}
          value={counts.data?.liveSince}
          loading={counts.isPending}
        />
        <CountCard
          title="Total Live"
          icon={CheckCircle2}
          value={counts.data?.live}
          loading={counts.isPending}
        />
      </section>

      {queue.isPending ? (
        <LoadingStatus />
      ) : queue.isError && apps.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
          <p>The review queue could not be loaded.</p>
          <Button
            variant="outline"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : apps.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-muted-foreground/40 bg-background px-6 py-12 text-center">
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No applications found</h2>
          <p className="text-muted-foreground">No applications are currently pending review.</p>
        </div>
      ) : (
        <section
          aria-label="Applications pending review"
          aria-busy={queue.isFetching || undefined}
          className="grid gap-4"
        >
          {apps.map((app) => (
            <ReviewAppCard
              key={app.appId}
              app={app}
              onDownload={(target) =>
                download({
                  appId: target.appId,
                  appName: target.appName,
                  hasPackage: target.assets.vmupack != null,
                })
              }
              downloading={pendingAppId === app.appId}
              // The decided card leaves the queue: focus waits on the heading, not on nothing.
              onReviewed={() => heading.current?.focus()}
            />
          ))}
          {queue.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm font-medium text-destructive">
              {LIST_FAILED}
            </p>
          ) : null}
          {queue.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void queue.fetchNextPage()}
                disabled={queue.isFetchingNextPage}
                aria-busy={queue.isFetchingNextPage || undefined}
              >
                {queue.isFetchingNextPage ? <Spinner /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}
