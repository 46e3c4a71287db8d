import { useId } from 'react';
import { Search } from 'lucide-react';
import { APPLICATION_SEARCH_MAX_LENGTH } from '@vmu/domain';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SearchFilterBarProps<Status extends string> {
  search: string;
  onSearchChange: (search: string) => void;
  /** What the search looks through, in the search box. */
  placeholder: string;
  status: Status;
  statuses: readonly { value: Status; label: string }[];
  onStatusChange: (status: Status) => void;
}

/** The search box and the status filter above an app list (docs/product.md, "My Applications"). */
export function SearchFilterBar<Status extends string>({
  search,
  onSearchChange,
  placeholder,
  status,
  statuses,
  onStatusChange,
}: SearchFilterBarProps<Status>) {
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
            placeholder={placeholder}
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
          // The options are exactly `statuses`, so the value is one of them.
          onChange={(event) => onStatusChange(event.target.value as Status)}
          className="h-10 w-full rounded-md border border-muted-foreground/50 bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
        >
          {statuses.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
