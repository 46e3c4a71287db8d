import { useEffect, useId, type ReactNode } from 'react';
import { Link } from '@/components/link';
import {
  AppWindow,
  CheckCircle2,
  Clock,
  FileCheck,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { countOf, pluralOf } from '@/lib/format';
import { useAdminStats, type AdminStats } from '../api/get-admin-stats';
import { useStoreDashboard } from '../api/get-store-dashboard';
import { LoadingStatus } from '@/components/loading-status';
import { RetryButton } from '@/components/retry-button';
import { PayoutsDueCard } from './payouts-due-card';
import { ReviewTimesCard } from './review-times-card';
import { StatValue } from './stat-value';
import { SystemStatus } from './system-status';
import { WaitingForReviewCard } from './waiting-for-review-card';

/**
 * /admin/dashboard: store-wide counts, the admin's next actions, what waits for review, review
 * times against the promise, this month's payouts and the system status.
 */
export function AdminDashboard() {
  const statsQuery = useAdminStats();
  const figuresQuery = useStoreDashboard();
  const { error } = statsQuery;
  const figuresError = figuresQuery.error;

  // A stats failure only logs (docs/product.md, "Staff messages"); the cards show dashes and a
  // quiet retry.
  useEffect(() => {
    if (error) console.error('Failed to get admin stats', error);
  }, [error]);
  useEffect(() => {
    if (figuresError) console.error('Failed to get store figures', figuresError);
  }, [figuresError]);

  const stats: AdminStats | undefined = statsQuery.data;
  const figures = figuresQuery.data;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Review developers and apps, and keep an eye on the store.
        </p>
      </div>

      {statsQuery.isPending ? (
        <LoadingStatus />
      ) : (
        <>
          {statsQuery.isError ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <span>The figures could not be loaded.</span>
              <RetryButton query={statsQuery} size="sm" />
            </div>
          ) : null}
          {figuresQuery.isError ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <span>The review times and payouts could not be loaded.</span>
              <RetryButton query={figuresQuery} size="sm" />
            </div>
          ) : null}

          <section aria-label="Store figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard title="Pending Review" icon={Clock} value={stats?.pendingReview} />
            <StatCard title="Total Apps" icon={AppWindow} value={stats?.totalApps} />
            <StatCard title="Published Apps" icon={CheckCircle2} value={stats?.publishedApps} />
            <StatCard title="Developers" icon={Users} value={stats?.totalDevelopers} />
          </section>

          <section aria-label="Actions" className="grid gap-4 md:grid-cols-3">
            <ActionCard
              to={paths.admin.review}
              title="Review Apps"
              icon={FileCheck}
              description={<PendingAppsText stats={stats} />}
            />
            <ActionCard
              to={paths.admin.developers}
              title="Review Developers"
              icon={UserCheck}
              description={<PendingDevelopersText count={stats?.pendingDevelopers} />}
            />
            <ActionCard
              to={paths.admin.apps}
              title="Manage Apps"
              icon={AppWindow}
              description="Find, suspend and restore apps on the store."
            />
          </section>

          <div className="grid gap-4 md:grid-cols-2">
            <WaitingForReviewCard pending={figures?.pending} />
            <ReviewTimesCard times={figures?.reviewTimes.all} />
            <PayoutsDueCard due={figures?.payoutsDueThisMonth} />
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold leading-tight">System Status</h2>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <SystemStatus />
                <p className="text-muted-foreground">
                  <StatValue value={stats?.publishedApps} />{' '}
                  {pluralOf(stats?.publishedApps, 'published app', 'published apps')}
                </p>
                <p className="text-muted-foreground">
                  <StatValue value={stats?.totalDevelopers} />{' '}
                  {pluralOf(stats?.totalDevelopers, 'verified developer', 'verified developers')}
                </p>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

function StatCard({
  title,
  icon: Icon,
  value,
}: {
  title: string;
  icon: LucideIcon;
  value: number | undefined;
}) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums">
          <StatValue value={value} />
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * A card whose title is the link, stretched over the whole card so all of it is clickable.
 * The link's name is its visible text (WCAG 2.5.3, label in name: a voice-control user says
 * what they see) and the description is its accessible description, not part of its name.
 */
function ActionCard({
  to,
  title,
  icon: Icon,
  description,
}: {
  to: string;
  title: string;
  icon: LucideIcon;
  description: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <div className="group relative rounded-xl border border-border bg-background p-6 shadow-sm transition-colors hover:border-primary hover:bg-secondary/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <h2 className="flex items-center gap-3 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        <Link
          to={to}
          aria-describedby={descriptionId}
          className="group-hover:text-primary after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {title}
        </Link>
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
        {description}
      </p>
    </div>
  );
}

/** What waits in the app review: new apps and updates of published apps, or nothing. */
function PendingAppsText({ stats }: { stats: AdminStats | undefined }) {
  if (stats === undefined) return <StatValue value={undefined} />;
  const { pendingNewApps: apps, pendingUpdates: updates } = stats;
  if (apps + updates === 0) return <>No apps or updates waiting for review.</>;
  return (
    <>
      {apps} new {pluralOf(apps, 'app', 'apps')} and {updates}{' '}
      {pluralOf(updates, 'update', 'updates')} waiting for review.
    </>
  );
}

function PendingDevelopersText({ count }: { count: number | undefined }) {
  if (count === undefined) return <StatValue value={undefined} />;
  return <>{countOf(count, 'developer account', 'developer accounts')} waiting for verification.</>;
}
