import { useEffect, useState } from 'react';
import { SearchX, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { ShownCount } from '@/components/shown-count';
import type { Role, UserStatusFilter } from '@/lib/graphql/graphql';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../api/list-admin-users';
import { UserRow } from './user-row';
import { UsersFilterBar } from './users-filter-bar';

// The search goes to the server once typing pauses, as on All Apps.
const SEARCH_DEBOUNCE_MS = 300;
const LIST_FAILED = 'Failed to load users';

/** /admin/users: every account, searched, filtered and paged on the server. */
export function UsersScreen() {
  const [searchText, setSearchText] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<UserStatusFilter | null>(null);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers({ search, role, status });
  const accounts = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = search !== '' || role !== null || status !== null;

  useEffect(() => {
    if (list.error) toast.error(serverMessageOf(list.error) ?? LIST_FAILED);
  }, [list.error]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Users</h1>
        <p className="mt-1 text-muted-foreground">
          Find any account, see what it holds, and change its access or suspend it.
        </p>
      </div>
      <UsersFilterBar
        search={searchText}
        onSearchChange={setSearchText}
        role={role}
        onRoleChange={setRole}
        status={status}
        onStatusChange={setStatus}
      />
      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError && accounts.length === 0 ? (
        <ListFailure query={list} className="text-muted-foreground">
          <p>The users could not be loaded.</p>
        </ListFailure>
      ) : accounts.length === 0 ? (
        <EmptyState icon={filtering ? SearchX : Users} title="No users found">
          <p className="text-muted-foreground">
            {filtering ? 'Try adjusting your search or filters' : 'No one has signed up yet'}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Users" className="grid gap-3">
            {accounts.map((account) => (
              <UserRow key={account.id} account={account} />
            ))}
          </ul>
          <LoadMore list={list} failure="More users could not be loaded." />
        </>
      )}
      <ShownCount list={list} count={accounts.length} one="user" other="users" />
    </div>
  );
}
