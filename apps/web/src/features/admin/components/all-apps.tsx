import { useState } from 'react';
import {
  Ban,
  CheckCircle2,
  FilePen,
  LayoutGrid,
  PackageOpen,
  SearchX,
  XCircle,
} from 'lucide-react';
import { APP_STATUSES } from '@vmu/domain';
import { EmptyState } from '@/components/empty-state';
import { ListFailure } from '@/components/list-failure';
import { AppGrid } from '@/components/app-grid';
import { LoadingStatus } from '@/components/loading-status';
import { SearchFilterBar } from '@/components/search-filter-bar';
import { ShownCount } from '@/components/shown-count';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePackageDownload } from '../hooks/use-package-download';
import { LIST_FAILED, useAdminAppList } from '../hooks/use-admin-app-list';
import { AdminAppCard } from './admin-app-card';
import { CountCard } from './count-card';
import { statusFilterOf, statusFilters } from '@/lib/status-filter';
import { useStatusParam } from '@/lib/use-status-param';

// The search goes to the server once typing pauses (ours; the spec leaves the timing open).
const SEARCH_DEBOUNCE_MS = 300;

// SUBMITTED apps are the review queue's, so All Apps neither lists nor offers them.
const ADMIN_STATUS_FILTERS = statusFilters(APP_STATUSES.filter((status) => status !== 'SUBMITTED'));
const adminStatusFilterOf = (param: string | null) => statusFilterOf(ADMIN_STATUS_FILTERS, param);

/** /admin/apps: every app but the submitted ones, searched, filtered and paged on the server. */
export function AllApps() {
  const [statusFilter, changeStatus] = useStatusParam(adminStatusFilterOf);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { counts, list, apps } = useAdminAppList({
    status: statusFilter.status,
    excludeStatus: 'SUBMITTED',
    search,
  });
  const { download, pendingAppId } = usePackageDownload();
  const filtering = statusFilter.status !== null || search !== '';
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

      <SearchFilterBar
        search={searchText}
        onSearchChange={setSearchText}
        placeholder="Search by app name, description, or developer..."
        status={statusFilter.value}
        statuses={ADMIN_STATUS_FILTERS}
        onStatusChange={changeStatus}
      />

      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError && apps.length === 0 ? (
        <ListFailure query={list} className="text-muted-foreground">
          <p>The applications could not be loaded.</p>
        </ListFailure>
      ) : apps.length === 0 ? (
        <EmptyState icon={filtering ? SearchX : PackageOpen} title="No applications found">
          <p className="text-muted-foreground">
            {filtering
              ? 'Try adjusting your search or filters'
              : 'No applications have been created yet'}
          </p>
        </EmptyState>
      ) : (
        <AppGrid list={list} items={apps} keyOf={(app) => app.appId} failure={LIST_FAILED}>
          {(app) => (
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
          )}
        </AppGrid>
      )}
      <ShownCount list={list} count={apps.length} one="application" other="applications" />
    </div>
  );
}
