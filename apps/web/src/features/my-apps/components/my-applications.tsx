import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PackageOpen, Plus, RotateCw, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDeveloperApplications } from '../api/list-developer-applications';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { serverMessageOf } from '../request-failure';
import { statusFilterOf, type StatusFilterValue } from '../status-filter';
import { ApplicationCard } from './application-card';
import { ApplicationFilters } from './application-filters';

// The search goes to the server once typing pauses (ours; the spec leaves the timing open).
const SEARCH_DEBOUNCE_MS = 300;

const LIST_FAILED = 'Failed to list applications';

/** /apps: the developer's own apps, searched and filtered on the server, 50 at a time. */
export function MyApplications() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusFilter = statusFilterOf(searchParams.get('status'));
  const [searchText, setSearchText] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const list = useDeveloperApplications({ status: statusFilter.status, search });
  const apps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = statusFilter.status !== null || search !== '';

  function changeStatus(value: StatusFilterValue) {
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

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold outline-none sm:text-3xl"
          >
            My Applications
          </h1>
          <p className="mt-1 text-muted-foreground">
            Manage your apps, follow their review and see how they perform.
          </p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to={paths.createApp}>
            <Plus aria-hidden="true" />
            Create New App
          </Link>
        </Button>
      </div>

      <ApplicationFilters
        search={searchText}
        onSearchChange={setSearchText}
        status={statusFilter.value}
        onStatusChange={changeStatus}
      />

      {list.isPending ? (
        <div role="status" aria-label="Loading applications" className="flex justify-center py-16">
          <Spinner className="size-8 text-primary" />
        </div>
      ) : list.isError && apps.length === 0 ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="font-medium">{LIST_FAILED}</p>
          {serverMessageOf(list.error) ? (
            <p className="text-sm text-muted-foreground">{serverMessageOf(list.error)}</p>
          ) : null}
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
                <ApplicationCard app={app} onDeleted={() => heading.current?.focus()} />
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

function EmptyState({ filtering }: { filtering: boolean }) {
  const Icon = filtering ? SearchX : PackageOpen;
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-muted-foreground/40 bg-background px-6 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No applications found</h2>
      {filtering ? (
        <p className="text-muted-foreground">Try adjusting your search or filters.</p>
      ) : (
        <>
          <p className="text-muted-foreground">
            You have not created any apps yet. Start with your first one.
          </p>
          <Button asChild className="mt-2">
            <Link to={paths.createApp}>
              <Plus aria-hidden="true" />
              Create Your First App
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}
