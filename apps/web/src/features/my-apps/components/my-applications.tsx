import { useRef, useState } from 'react';
import { Link } from '@/components/link';
import { PackageOpen, Plus, SearchX } from 'lucide-react';
import { APP_STATUSES } from '@vmu/domain';
import { EmptyState } from '@/components/empty-state';
import { ListFailure } from '@/components/list-failure';
import { AppGrid } from '@/components/app-grid';
import { LoadingStatus } from '@/components/loading-status';
import { SearchFilterBar } from '@/components/search-filter-bar';
import { ShownCount } from '@/components/shown-count';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDeveloperApplications } from '../api/list-developer-applications';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { serverMessageOf } from '@/lib/server-message';
import { ApplicationCard } from './application-card';
import { statusFilterOf, statusFilters } from '@/lib/status-filter';
import { useStatusParam } from '@/lib/use-status-param';

// The search goes to the server once typing pauses (ours; the spec leaves the timing open).
const SEARCH_DEBOUNCE_MS = 300;

const LIST_FAILED = 'Failed to list applications';

const STATUS_FILTERS = statusFilters(APP_STATUSES);
const myStatusFilterOf = (param: string | null) => statusFilterOf(STATUS_FILTERS, param);

/** /apps: the developer's own apps, searched and filtered on the server, 50 at a time. */
export function MyApplications() {
  const [statusFilter, changeStatus] = useStatusParam(myStatusFilterOf);
  const [searchText, setSearchText] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const list = useDeveloperApplications({ status: statusFilter.status, search });
  const apps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = statusFilter.status !== null || search !== '';

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

      <SearchFilterBar
        search={searchText}
        onSearchChange={setSearchText}
        placeholder="Search by name or description"
        status={statusFilter.value}
        statuses={STATUS_FILTERS}
        onStatusChange={changeStatus}
      />

      {list.isPending ? (
        <LoadingStatus label="Loading applications" />
      ) : list.isError && apps.length === 0 ? (
        <ListFailure role="alert" query={list}>
          <p className="font-medium">{LIST_FAILED}</p>
          {serverMessageOf(list.error) ? (
            <p className="text-sm text-muted-foreground">{serverMessageOf(list.error)}</p>
          ) : null}
        </ListFailure>
      ) : apps.length === 0 ? (
        <EmptyApplications filtering={filtering} />
      ) : (
        <AppGrid list={list} items={apps} keyOf={(app) => app.appId} failure={LIST_FAILED}>
          {(app) => <ApplicationCard app={app} onDeleted={() => heading.current?.focus()} />}
        </AppGrid>
      )}
      <ShownCount list={list} count={apps.length} one="application" other="applications" />
    </div>
  );
}

function EmptyApplications({ filtering }: { filtering: boolean }) {
  return (
    <EmptyState icon={filtering ? SearchX : PackageOpen} title="No applications found">
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
    </EmptyState>
  );
}
