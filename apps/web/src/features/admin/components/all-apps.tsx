import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Ban,
  CheckCircle2,
  FilePen,
  LayoutGrid,
  PackageOpen,
  RotateCw,
  Search,
  SearchX,
  XCircle,
} from 'lucide-react';
import { APPLICATION_SEARCH_MAX_LENGTH } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAdminApplicationCounts } from '../api/get-admin-application-counts';
import { useAdminApplications } from '../api/list-all-applications';
import {
  ADMIN_STATUS_FILTERS,
  adminStatusFilterOf,
  type AdminStatusFilterValue,
} from '../admin-status-filter';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePackageDownload } from '../hooks/use-package-download';
import { toastReviewFailure } from '../review-failure';
import { AdminAppCard } from './admin-app-card';
import { CountCard } from './count-card';
import { LoadingStatus } from './loading-status';

// The search goes to the server once typing pauses (ours; the spec leaves the timing open).
const SEARCH_DEBOUNCE_MS = 300;

const LIST_FAILED = 'Failed to load applications';

/** /admin/apps: every app but the submitted ones, searched, filtered and paged on the server. */
export function AllApps() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusFilter = adminStatusFilterOf(searchParams.get('status'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const counts = useAdminApplicationCounts();
  const list = useAdminApplications({
    status: statusFilter.status,
    excludeStatus: 'SUBMITTED',
    search,
  });
  const { download, pendingAppId } = usePackageDownload();
  const apps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = statusFilter.status !== null || search !== '';
  const { error } = list;

  useEffect(() => {
    if (error) toastReviewFailure(LIST_FAILED, error);
  }, [error]);

  useEffect(() => {
    if (counts.error) console.error('Failed to get admin stats', counts.error);
  }, [counts.error]);

  function changeStatus(value: AdminStatusFilterValue) {
    // The filter lives in the URL (a link or reload keeps it); changing it adds no history entry.
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  }

  const countsLoading = counts.isPending;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">All Apps</h1>
        <p className="mt-1 text-muted-foreground">
          Find any app on the portal, check its details and keep the store clean.
        </p>
      </div>

      <section aria-label="App figures" className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-5">
        <CountCard
          title="Total"
          icon={LayoutGrid}
          value={counts.data?.totalExceptSubmitted}
          loading={countsLoading}
        />
        <CountCard
          title="Published"
          icon={CheckCircle2}
          value={counts.data?.live}
          loading={countsLoading}
        />
        <CountCard
          title="Draft"
          icon={FilePen}
          value={counts.data?.draft}
          loading={countsLoading}
        />
        <CountCard
          title="Suspended"
          icon={Ban}
          value={counts.data?.suspended}
          loading={countsLoading}
        />
        <CountCard
          title="Rejected"
          icon={XCircle}
          value={counts.data?.rejected}
          loading={countsLoading}
        />
      </section>

      <AppFilters
        search={searchText}
        onSearchChange={setSearchText}
        status={statusFilter.value}
        onStatusChange={changeStatus}
      />

      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError && apps.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
          <p>The applications could not be loaded.</p>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : apps.length === 0 ? (
        <EmptyState filtering={filtering} />
      ) : (
        <section
          aria-label="Applications"
          aria-busy={list.isPlaceholderData || undefined}
          className={cn('grid gap-4', list.isPlaceholderData && 'opacity-60')}
        >
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {apps.map((app) => (
              <li key={app.appId} className="grid">
                <AdminAppCard
                  app={app}
                  onDownload={(target) =>
                    download({
                      appId: target.appId,
                      appName: target.appName,
                      hasPackage: target.assets.vmupack != null,
                    })
                  }
                  downloading={pendingAppId === app.appId}
                />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm font-medium text-destructive">
              {LIST_FAILED}
            </p>
          ) : null}
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage || undefined}
              >
                {list.isFetchingNextPage ? <Spinner /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </section>
      )}
      <p aria-live="polite" className="sr-only">
        {list.isPending || list.isPlaceholderData || list.isError
          ? ''
          : `${apps.length}${list.hasNextPage ? '+' : ''} ${apps.length === 1 ? 'application' : 'applications'} shown`}
      </p>
    </div>
  );
}

interface AppFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: AdminStatusFilterValue;
  onStatusChange: (status: AdminStatusFilterValue) => void;
}

function AppFilters({ search, onSearchChange, status, onStatusChange }: AppFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={searchId}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by app name, description, or developer..."
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
            maxLength={APPLICATION_SEARCH_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="grid gap-2 sm:w-52">
        <Label htmlFor={statusId}>Status</Label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as AdminStatusFilterValue)}
          className="h-10 w-full rounded-md border border-muted-foreground/50 bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
        >
          {ADMIN_STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function EmptyState({ filtering }: { filtering: boolean }) {
  const Icon = filtering ? SearchX : PackageOpen;
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-muted-foreground/40 bg-background px-6 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No applications found</h2>
      <p className="text-muted-foreground">
        {filtering
          ? 'Try adjusting your search or filters'
          : 'No applications have been created yet'}
      </p>
    </div>
  );
}
