import { useId } from 'react';
import { Search } from 'lucide-react';
import { APPLICATION_SEARCH_MAX_LENGTH } from '@vmu/domain';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { STATUS_FILTERS, type StatusFilterValue } from '../status-filter';

interface ApplicationFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: StatusFilterValue;
  onStatusChange: (status: StatusFilterValue) => void;
}

/** The search box and the status filter of My Applications (SPEC section 2). */
export function ApplicationFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: ApplicationFiltersProps) {
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
            placeholder="Search by name or description"
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
          onChange={(event) => onStatusChange(event.target.value as StatusFilterValue)}
          className="h-10 w-full rounded-md border border-muted-foreground/50 bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
