import { useId } from 'react';
import { Search } from 'lucide-react';
import {
  ROLES,
  USER_SEARCH_MAX_LENGTH,
  USER_STATUS_FILTERS,
  USER_STATUS_FILTER_LABELS,
} from '@vmu/domain';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { Role, UserStatusFilter } from '@/lib/graphql/graphql';
import { roleLabelOf } from '../account-labels';

const ROLE_OPTIONS = ROLES.map((role) => role.toUpperCase() as Role);

interface UsersFilterBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  role: Role | null;
  onRoleChange: (role: Role | null) => void;
  status: UserStatusFilter | null;
  onStatusChange: (status: UserStatusFilter | null) => void;
}

/** The users list's search box and its role and status filters. */
export function UsersFilterBar(props: UsersFilterBarProps) {
  const searchId = useId();
  const roleId = useId();
  const statusId = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_11rem_13rem] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by name or email..."
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            className="pl-9"
            maxLength={USER_SEARCH_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={roleId}>Role</Label>
        <NativeSelect
          id={roleId}
          value={props.role ?? ''}
          // The options are the roles, so the value is one of them or empty.
          onChange={(event) => props.onRoleChange((event.target.value || null) as Role | null)}
        >
          <option value="">All roles</option>
          {ROLE_OPTIONS.map((role) => (
            <option key={role} value={role}>
              {roleLabelOf(role)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect
          id={statusId}
          value={props.status ?? ''}
          onChange={(event) =>
            props.onStatusChange((event.target.value || null) as UserStatusFilter | null)
          }
        >
          <option value="">All statuses</option>
          {USER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_FILTER_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
