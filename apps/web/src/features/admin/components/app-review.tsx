import { useId, useRef } from 'react';
import { CalendarCheck, CheckCircle2, Clock, Inbox, PackagePlus } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { LIST_FAILED, useAdminAppList } from '../hooks/use-admin-app-list';
import { usePackageDownload } from '../hooks/use-package-download';
import { CountCard } from './count-card';
import { ReviewAppCard } from './review-app-card';
import { UpdatesInReview } from './updates-in-review';

/** /admin/review: the apps waiting for review, then the updates of published apps waiting for it. */
export function AppReview() {
  const {
    counts,
    list: queue,
    apps,
  } = useAdminAppList({ status: 'SUBMITTED', excludeStatus: null, search: '' });
  const { download, pendingAppId } = usePackageDownload();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstId = useId();
  const updatesId = useId();
  // A decided card leaves its queue: focus waits on the heading, not on nothing.
  const focusHeading = () => heading.current?.focus();

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

      <section
        aria-label="Review figures"
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4"
      >
        <CountCard
          title="Pending Review"
          icon={Clock}
          value={counts.data?.submitted}
          loading={counts.isPending}
        />
        <CountCard
          title="Updates in Review"
          icon={PackagePlus}
          value={counts.data?.updatesInReview}
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

      <section aria-labelledby={firstId} className="grid gap-4">
        <h2 id={firstId} className="text-xl font-semibold">
          First Submissions
        </h2>
        {queue.isPending ? (
          <LoadingStatus />
        ) : queue.isError && apps.length === 0 ? (
          <ListFailure query={queue} className="text-muted-foreground">
            <p>The review queue could not be loaded.</p>
          </ListFailure>
        ) : apps.length === 0 ? (
          <EmptyState icon={Inbox} title="No applications found">
            <p className="text-muted-foreground">No applications are currently pending review.</p>
          </EmptyState>
        ) : (
          <div
            role="group"
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
                onReviewed={focusHeading}
              />
            ))}
            <LoadMore list={queue} failure={LIST_FAILED} />
          </div>
        )}
      </section>

      <section aria-labelledby={updatesId} className="grid gap-4">
        <h2 id={updatesId} className="text-xl font-semibold">
          Updates in Review
        </h2>
        <UpdatesInReview onReviewed={focusHeading} />
      </section>
    </div>
  );
}
