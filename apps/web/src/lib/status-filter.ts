import { APP_STATUS_LABELS, type AppStatus } from '@vmu/domain';

/** One choice of an app list's status filter (docs/product.md, "My Applications"). */
export interface StatusFilter {
  /** What `?status=` carries in the URL: the status in lower case, or 'all'. */
  value: string;
  /** The status as the portal labels it ('Under Review', 'Published', ...). */
  label: string;
  /** Null for every status the list shows. */
  status: AppStatus | null;
}

const ALL: StatusFilter = { value: 'all', label: 'All', status: null };

/** The choices of a list's status filter: All, then each of `statuses` in the given order. */
export function statusFilters(statuses: readonly AppStatus[]): readonly StatusFilter[] {
  return [
    ALL,
    ...statuses.map((status) => ({
      value: status.toLowerCase(),
      label: APP_STATUS_LABELS[status],
      status,
    })),
  ];
}

/** The filter a `?status=` value asks for; anything unknown (or none) means all (any case). */
export function statusFilterOf(
  filters: readonly StatusFilter[],
  param: string | null,
): StatusFilter {
  const value = param?.trim().toLowerCase();
  return filters.find((filter) => filter.value === value) ?? ALL;
}
