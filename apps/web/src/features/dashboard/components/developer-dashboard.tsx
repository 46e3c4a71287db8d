import { Link } from '@/components/link';
import { BookOpen, CreditCard, LayoutGrid, Newspaper, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { APP_STATUS_LABELS, MONEY_FIGURE_LABELS } from '@vmu/domain';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { countOf, formatCount, formatDate, formatMinorMoney } from '@/lib/format';
import type { DeveloperDashboardQuery } from '@/lib/graphql/graphql';
import { useDeveloperDashboard } from '../api/get-developer-dashboard';
import { changeNote } from '../change-note';

type DeveloperDashboardFigures = DeveloperDashboardQuery['developerDashboard'];

const quickActions = [
  { to: paths.createApp, label: 'Create New App', icon: Plus },
  { to: paths.apps, label: 'View My Apps', icon: LayoutGrid },
  { to: paths.payments, label: 'Set Up Payments', icon: CreditCard },
];

const resources = [
  { label: 'Publishing guide', to: paths.docs, icon: BookOpen },
  { label: 'Packaging with the SDK packer', to: `${paths.docs}#packaging`, icon: BookOpen },
  { label: 'Submission and review', to: `${paths.docs}#review`, icon: BookOpen },
  { label: 'Payments for EU and UK developers', to: `${paths.docs}#payments`, icon: BookOpen },
  { label: 'News', to: paths.news, icon: Newspaper },
] as const;

type Stat = { title: string; value: string; note: string };

/** The four overview figures: apps by state, and the last 30 days against the 30 before. */
function statsOf(figures: DeveloperDashboardFigures): Stat[] {
  const { apps, downloads, activeUsers, revenue } = figures;
  // The first currency sold in; the others are named in the note.
  const [main, ...others] = revenue;
  return [
    {
      title: 'Total Apps',
      value: formatCount(apps.total),
      note: `${apps.live} live, ${apps.inReview} under review, ${apps.draft} draft`,
    },
    {
      title: 'Downloads',
      value: formatCount(downloads.last30Days),
      note: changeNote(downloads.last30Days, downloads.previous30Days),
    },
    {
      // The figure My Apps, analytics and payouts name the same way (the domain's figures).
      title: MONEY_FIGURE_LABELS.developerShare,
      value: main ? formatMinorMoney(main.last30Days, main.currency) : 'No sales',
      note: main
        ? others.length > 0
          ? `Also ${others.map((row) => formatMinorMoney(row.last30Days, row.currency)).join(', ')}`
          : changeNote(main.last30Days, main.previous30Days)
        : 'None in the last 60 days',
    },
    {
      title: 'Active Users',
      value: formatCount(activeUsers.last30Days),
      note: changeNote(activeUsers.last30Days, activeUsers.previous30Days),
    },
  ];
}

/**
 * The developer's home (docs/product.md, "Main area"): greeting, their figures, quick actions,
 * resources.
 */
export function DeveloperDashboard({ name }: { name: string }) {
  const dashboard = useDeveloperDashboard();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Welcome, {name}.</p>
      </div>

      <section aria-labelledby="overview-title" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="overview-title" className="text-lg font-semibold">
            Overview
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">
          The last 30 days (UTC), compared with the 30 days before.{' '}
          <Link to={paths.analytics} className="font-medium text-primary hover:underline">
            See all analytics
          </Link>
        </p>
        {dashboard.isPending ? (
          <LoadingStatus label="Loading your figures" />
        ) : dashboard.isError ? (
          <ListFailure query={dashboard}>
            <p role="alert" className="text-muted-foreground">
              Your figures could not be loaded.
            </p>
          </ListFailure>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {statsOf(dashboard.data.developerDashboard).map((stat) => (
              <li key={stat.title}>
                <Card className="h-full p-4 sm:p-6">
                  <h3 className="text-sm font-medium text-muted-foreground">{stat.title}</h3>
                  {/* One paragraph: the figure and its note read together, and a bold figure
                      before a smaller line is not taken for a heading (axe p-as-heading). */}
                  <p className="mt-2">
                    <span className="block text-xl font-bold sm:text-2xl">{stat.value}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">{stat.note}</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">Recent Apps</h2>
            <CardDescription>Your most recently updated apps.</CardDescription>
          </CardHeader>
          <CardContent>
            {dashboard.data ? (
              dashboard.data.listDeveloperApplications.items.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No apps yet.{' '}
                  <Link to={paths.createApp} className="font-medium text-primary hover:underline">
                    Create your first app
                  </Link>
                </p>
              ) : (
                <ul className="divide-y divide-border">
                  {dashboard.data.listDeveloperApplications.items.map((app) => (
                    <li
                      key={app.appId}
                      className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
                    >
                      <span
                        aria-hidden="true"
                        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 font-semibold text-primary"
                      >
                        {app.appName.charAt(0)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium">{app.appName}</p>
                        <p className="text-xs text-muted-foreground">
                          Updated {formatDate(app.metadata.updatedAt)} ·{' '}
                          {countOf(
                            app.analytics.totalDownloads,
                            'download',
                            'downloads',
                            formatCount,
                          )}
                        </p>
                      </div>
                      <Badge variant={app.status === 'LIVE' ? 'success' : 'secondary'}>
                        {APP_STATUS_LABELS[app.status]}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">Quick Actions</h2>
          </CardHeader>
          <CardContent className="grid gap-2">
            {quickActions.map(({ to, label, icon: Icon }, i) => (
              // The first action is the main one; the others are secondary.
              <Button
                key={to}
                asChild
                variant={i === 0 ? 'default' : 'outline'}
                className="justify-start"
              >
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            ))}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Resources</h2>
          <CardDescription>Guides for building, packaging and selling your apps.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {resources.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-2 rounded-md p-2 text-sm font-medium text-primary hover:bg-muted hover:underline"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
